import { and, appointments, eq, paymentTransactions, type ShopRow } from '@salon/db';
import { hoursBetween, refundOnCancellation } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { cancellationOf, findPaymentSettingsRow } from '../payments/payment-settings-records.ts';
import { shopStripe } from '../payments/payment-terms.ts';

/**
 * What a customer paid online for a visit they cancelled goes back by the salon's terms: all of it
 * inside the free window, after it all but the policy's share of the price. One refund per charge,
 * its idempotency key the charge's id, so a retried cancellation refunds nothing twice. Returns
 * the amount refunded.
 */
export async function refundOnCustomerCancel(
  ctx: ServiceContext,
  { shop, appointmentId, cancelledAt }: { shop: ShopRow; appointmentId: string; cancelledAt: Date },
): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.shopId, shop.id), eq(paymentTransactions.appointmentId, appointmentId)),
    );
  const charges = rows.filter(
    (r) => r.kind === 'charge' && r.method === 'online' && r.status === 'succeeded',
  );
  if (charges.length === 0) return 0;
  const [visit] = await ctx.db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!visit) return 0;
  const client = await shopStripe(ctx, shop.id);
  if (!client) {
    ctx.log.warn({ appointmentId }, 'a cancelled visit paid online cannot be refunded: no Stripe key');
    return 0;
  }
  const policy = cancellationOf(await findPaymentSettingsRow(ctx.db, shop.id));
  const refundedOf = (chargeId: string) =>
    rows.filter((r) => r.kind === 'refund' && r.refundOf === chargeId).reduce((sum, r) => sum + r.amount, 0);
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
    const made = await client.stripe.refunds.create(
      {
        payment_intent: charge.stripePaymentIntentId,
        amount,
        reason: 'requested_by_customer',
        metadata: { shopId: shop.id, appointmentId },
      },
      { idempotencyKey: `cancel-refund:${charge.id}` },
    );
    await ctx.db
      .insert(paymentTransactions)
      .values({
        shopId: shop.id,
        appointmentId,
        customerId: visit.customerId,
        kind: 'refund',
        method: 'online',
        status: 'succeeded',
        amount: made.amount,
        currency: charge.currency,
        stripePaymentIntentId: charge.stripePaymentIntentId,
        stripeRefundId: made.id,
        refundOf: charge.id,
        reason: 'customer_cancelled',
      })
      .onConflictDoNothing();
    left -= made.amount;
    total += made.amount;
  }
  return total;
}
