import type { Executor, ShopRow } from '@salon/db';
import { AppError, type PublicBooking } from '@salon/domain';
import { findVisitById, itemsWithStylists } from '../../repositories/appointments.ts';
import { entriesOfAppointment } from '../../repositories/loyalty.ts';
import { toPublicBooking } from '../booking/booking-view.ts';
import { standingRedemptions } from '../loyalty/loyalty-ledger.ts';

/** A booking as its customer sees it, with the points redeemed on it. */
export async function publicView(db: Executor, shop: ShopRow, id: string): Promise<PublicBooking> {
  const a = await findVisitById(db, id);
  if (!a) throw new AppError('NotFound', 'No such booking');
  const [items, entries] = await Promise.all([
    itemsWithStylists(db, [id]),
    entriesOfAppointment(db, shop.id, id),
  ]);
  return toPublicBooking(shop, a, items, standingRedemptions(entries, id));
}
