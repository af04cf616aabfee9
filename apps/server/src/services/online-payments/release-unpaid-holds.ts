import { paymentHoldMinutes } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { unpaidHoldsMadeBefore } from '../../repositories/appointments.ts';
import { cancelHoldIntents, releaseHold } from './release-hold.ts';

/**
 * The job's round: bookings still unpaid `paymentHoldMinutes` after they were made give their time
 * back, and their PaymentIntents are cancelled at Stripe so they can no longer be paid. A payment
 * that still arrives later is handled by the webhook (the time taken again, or refunded).
 */
export async function releaseUnpaidHolds(ctx: ServiceContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - paymentHoldMinutes * 60_000);
  const stale = await unpaidHoldsMadeBefore(ctx.db, cutoff, 500);
  let released = 0;
  for (const hold of stale) {
    if (!(await releaseHold(ctx, { ...hold, appointmentId: hold.id, reason: 'hold_expired' }))) continue;
    released += 1;
    await cancelHoldIntents(ctx, hold.shopId, hold.id);
  }
  return released;
}
