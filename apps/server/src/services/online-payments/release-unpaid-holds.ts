import { and, appointments, eq, inArray, lt, paymentTransactions } from '@salon/db';
import { paymentHoldMinutes } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { shopStripe } from '../payments/payment-terms.ts';
import { releaseHold } from './release-hold.ts';

/**
 * The job's round: bookings still unpaid `paymentHoldMinutes` after they were made give their time
 * back, and their PaymentIntents are cancelled at Stripe so they can no longer be paid. A payment
 * that still arrives later is handled by the webhook (the time taken again, or refunded).
 */
export async function releaseUnpaidHolds(ctx: ServiceContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - paymentHoldMinutes * 60_000);
  const stale = await ctx.db
    .select({ id: appointments.id, shopId: appointments.shopId })
    .from(appointments)
    .where(and(eq(appointments.status, 'awaiting_payment'), lt(appointments.createdAt, cutoff)))
    .limit(500);
  let released = 0;
  for (const hold of stale) {
    if (!(await releaseHold(ctx, { ...hold, appointmentId: hold.id, reason: 'hold_expired' }))) continue;
    released += 1;
    await cancelIntents(ctx, hold.shopId, hold.id);
  }
  return released;
}

/** Best effort: an intent Stripe will not cancel (already paid, Stripe away) is left to the webhook. */
async function cancelIntents(ctx: ServiceContext, shopId: string, appointmentId: string) {
  const pending = await ctx.db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.appointmentId, appointmentId),
        eq(paymentTransactions.kind, 'charge'),
        eq(paymentTransactions.status, 'pending'),
      ),
    );
  if (pending.length === 0) return;
  const client = await shopStripe(ctx, shopId);
  if (!client) return;
  const cancelled: string[] = [];
  for (const charge of pending) {
    if (!charge.stripePaymentIntentId) continue;
    try {
      await client.stripe.paymentIntents.cancel(charge.stripePaymentIntentId, {
        cancellation_reason: 'abandoned',
      });
      cancelled.push(charge.id);
    } catch (err) {
      ctx.log.info({ err, appointmentId }, 'an unpaid payment intent could not be cancelled');
    }
  }
  if (cancelled.length > 0) {
    await ctx.db
      .update(paymentTransactions)
      .set({ status: 'failed', updatedAt: ctx.now() })
      .where(and(inArray(paymentTransactions.id, cancelled), eq(paymentTransactions.status, 'pending')));
  }
}
