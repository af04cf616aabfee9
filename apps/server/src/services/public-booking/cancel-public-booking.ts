import type { AppointmentRow, ShopRow } from '@salon/db';
import type { PublicBooking } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { writeStatusChange } from '../appointments/write-status-change.ts';
import { assertChangeable, bookingOfManageLink } from '../booking/booking-of-manage-link.ts';
import { refundOnCustomerCancel } from '../online-payments/refund-on-cancel.ts';
import { publicView } from './public-view.ts';

/**
 * A customer cancels their own booking, within the shop's change window: the one rule for the
 * manage link (no account, `userId` null) and the signed-in customer site (the account's id).
 */
export async function cancelByCustomer(
  ctx: ServiceContext,
  {
    shop,
    appointment,
    userId,
  }: {
    shop: ShopRow;
    appointment: Pick<AppointmentRow, 'id' | 'startsAt' | 'status'>;
    userId: string | null;
  },
): Promise<void> {
  assertChangeable(ctx, shop, appointment);
  const now = ctx.now();
  await writeStatusChange(ctx.db, {
    shop,
    id: appointment.id,
    action: 'cancel',
    actor: { kind: 'customer', userId },
    options: { now },
  });
  // After the cancellation is kept: a refund is never made for a visit that still stands (one
  // Stripe cannot make now stays pending and is asked again by the job).
  await refundOnCustomerCancel(ctx, { shop, appointmentId: appointment.id, cancelledAt: now });
}

export async function cancelPublicBooking(
  ctx: ServiceContext,
  token: string,
  ip: string,
): Promise<{ booking: PublicBooking }> {
  const { appointment, shop } = await bookingOfManageLink(ctx, token, ip);
  await cancelByCustomer(ctx, { shop, appointment, userId: null });
  return { booking: await publicView(ctx.db, shop, appointment.id) };
}
