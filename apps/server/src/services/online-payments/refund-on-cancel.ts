import type { PaymentTransactionRow, ShopRow } from '@salon/db';
import { hoursBetween, refundOnCancellation } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { visitWithShop } from '../../repositories/appointments.ts';
import { findPaymentSettings } from '../../repositories/payment-settings.ts';
import {
  insertRefunds,
  markRefundMade,
  movementsOfVisit,
  pendingStripeRefunds,
} from '../../repositories/payments.ts';
import { cancellationOf } from '../payments/payment-settings-records.ts';
import { shopStripe } from '../payments/payment-terms.ts';

/**
 * What a customer paid online for a visit they cancelled goes back by the salon's terms: all of it
 * inside the free window, after it all but the policy's share of the price. The refund is written
 * `pending` first and then asked of Stripe (its row id the idempotency key): when Stripe cannot be
 * reached the cancellation stands and the job asks again until Stripe answers. Returns the amount
 * refunded now.
 */
export async function refundOnCustomerCancel(
  ctx: ServiceContext,
  { shop, appointmentId, cancelledAt }: { shop: ShopRow; appointmentId: string; cancelledAt: Date },
): Promise<number> {
  const rows = await movementsOfVisit(ctx.db, shop.id, appointmentId);
  const charges = rows.filter(
    (r) => r.kind === 'charge' && r.method === 'online' && r.status === 'succeeded',
  );
  if (charges.length === 0) return 0;
  const visit = (await visitWithShop(ctx.db, { id: appointmentId }))?.appointment;
  if (!visit) return 0;
  const policy = cancellationOf(await findPaymentSettings(ctx.db, shop.id));
  // A refund still pending counts as given: asking again is the job's, never a second refund.
  const refundedOf = (chargeId: string) =>
    rows
      .filter((r) => r.kind === 'refund' && r.refundOf === chargeId && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
  const paid = charges.reduce((sum, c) => sum + c.amount - refundedOf(c.id), 0);
  const { refund } = refundOnCancellation({
    paid,
    servicePrice: visit.priceAmount,
    hoursBeforeStart: hoursBetween(cancelledAt, visit.startsAt),
    policy,
  });
  let left = refund;
  let total = 0;
  for (const charge of charges) {
    const amount = Math.min(left, charge.amount - refundedOf(charge.id));
    if (amount <= 0 || !charge.stripePaymentIntentId) continue;
    left -= amount;
    const [pending] = await insertRefunds(ctx.db, [
      {
        shopId: shop.id,
        appointmentId,
        customerId: visit.customerId,
        kind: 'refund',
        method: 'online',
        status: 'pending',
        amount,
        currency: charge.currency,
        stripePaymentIntentId: charge.stripePaymentIntentId,
        refundOf: charge.id,
        reason: 'customer_cancelled',
      },
    ]);
    if (pending && (await settleRefund(ctx, pending))) total += amount;
  }
  return total;
}

/** Asks Stripe for a pending refund; says whether it was made. Safe to repeat: the row id is the idempotency key. */
export async function settleRefund(ctx: ServiceContext, row: PaymentTransactionRow): Promise<boolean> {
  if (row.status !== 'pending' || !row.stripePaymentIntentId) return false;
  const client = await shopStripe(ctx, row.shopId);
  if (!client) {
    ctx.log.warn({ refundId: row.id }, 'a refund waits for the salon’s Stripe key');
    return false;
  }
  try {
    const made = await client.stripe.refunds.create(
      {
        payment_intent: row.stripePaymentIntentId,
        amount: row.amount,
        reason: 'requested_by_customer',
        metadata: { shopId: row.shopId, appointmentId: row.appointmentId ?? '' },
      },
      { idempotencyKey: `refund:${row.id}` },
    );
    await markRefundMade(ctx.db, row.id, made.id, ctx.now());
    return true;
  } catch (err) {
    ctx.log.warn({ err, refundId: row.id }, 'Stripe did not make a refund; it is asked again later');
    return false;
  }
}

/** The job's round: refunds Stripe could not be asked for yet are asked again. */
export async function retryPendingRefunds(ctx: ServiceContext): Promise<number> {
  const pending = await pendingStripeRefunds(ctx.db, 200);
  let made = 0;
  for (const row of pending) if (await settleRefund(ctx, row)) made += 1;
  return made;
}
