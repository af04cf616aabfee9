import { appointments, type Executor, eq, type ShopRow } from '@salon/db';
import { AppError, type PublicBooking } from '@salon/domain';
import { itemsWithStylists, toPublicBooking } from '../booking/booking-view.ts';
import { entriesOfAppointment, standingRedemptions } from '../loyalty/loyalty-ledger.ts';

/** A booking as its customer sees it, with the points redeemed on it. */
export async function publicView(db: Executor, shop: ShopRow, id: string): Promise<PublicBooking> {
  const [a] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!a) throw new AppError('NotFound', 'No such booking');
  const [items, entries] = await Promise.all([
    itemsWithStylists(db, [id]),
    entriesOfAppointment(db, shop.id, id),
  ]);
  return toPublicBooking(shop, a, items, standingRedemptions(entries, id));
}
