import { AppError, type PublicBooking } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { bookingOfManageLink } from '../booking/booking-of-manage-link.ts';
import { cancelHoldIntents, releaseHold } from '../online-payments/release-hold.ts';
import { publicView } from './public-view.ts';

const notWaiting = (status: string) =>
  new AppError('InvalidTransition', `This booking is ${status} and no longer waits for a payment`);

/**
 * The customer gives up paying from the booking page: the time they held is free again at once
 * (not after the hold's minutes), and the PaymentIntent is cancelled so it can no longer be paid.
 * Only an unpaid hold can be given up this way; a paid booking is cancelled by the usual rules.
 */
export async function abandonPublicHold(
  ctx: ServiceContext,
  token: string,
  ip: string,
): Promise<{ booking: PublicBooking }> {
  const { appointment, shop } = await bookingOfManageLink(ctx, token, ip);
  if (appointment.status !== 'awaiting_payment') throw notWaiting(appointment.status);
  const released = await releaseHold(ctx, {
    shopId: shop.id,
    appointmentId: appointment.id,
    reason: 'payment_abandoned',
    actor: { kind: 'customer', userId: null },
  });
  // Paid or released by another path between the read and the lock.
  if (!released) throw notWaiting('no longer awaiting_payment');
  await cancelHoldIntents(ctx, shop.id, appointment.id);
  return { booking: await publicView(ctx.db, shop, appointment.id) };
}
