import type { Db } from '@salon/db';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { failPendingMovements, pendingChargesOfVisit } from '../../repositories/payments.ts';
import { findAppointment } from '../booking/find-appointment.ts';
import { storeStatus } from '../booking/store-status.ts';
import { type ChangeActor, recordAppointmentChange } from '../booking/write-appointment-change.ts';
import { shopStripe } from '../payments/payment-terms.ts';

export type HoldEnd =
  | 'hold_expired'
  | 'payment_failed'
  | 'payment_canceled'
  | 'payment_unavailable'
  | 'payment_abandoned';

/**
 * Frees the time an unpaid booking held: it is cancelled with the reason in its history and its
 * items stop holding the stylist's time. Nothing happens to a booking that is no longer waiting
 * (paid meanwhile, or released by another path first). Says whether it released it.
 */
export async function releaseHold(
  ctx: Pick<ServiceContext, 'now'> & { db: Db },
  {
    shopId,
    appointmentId,
    reason,
    actor = { kind: 'system', userId: null },
  }: { shopId: string; appointmentId: string; reason: HoldEnd; actor?: ChangeActor },
): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    const appointment = await findAppointment(tx, shopId, appointmentId, { lock: true });
    if (appointment.status !== 'awaiting_payment') return false;
    const now = ctx.now();
    await storeStatus(tx, { id: appointmentId, status: 'cancelled', now });
    await recordAppointmentChange(tx, {
      shopId,
      appointmentId,
      actor,
      history: [{ action: reason, changes: { from: 'awaiting_payment', to: 'cancelled' } }],
      event: reason,
      now,
    });
    return true;
  });
}

/**
 * Called after a hold ended (expired, given up, cancelled by the salon), outside its transaction.
 * Best effort: an intent Stripe will not cancel (already paid, Stripe away) is left to the webhook. */
export async function cancelHoldIntents(ctx: ServiceContext, shopId: string, appointmentId: string) {
  const pending = await pendingChargesOfVisit(ctx.db, appointmentId);
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
    await failPendingMovements(ctx.db, cancelled, ctx.now());
  }
}
