import type { AppointmentRow, Tx } from '@salon/db';
import {
  type Actor,
  AppError,
  type MoneyMovementsResponse,
  type NoShowFeeQuote,
  noShowFee,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { Stripe, stripeFailure } from '../../infra/stripe.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { customersByIds } from '../../repositories/customers.ts';
import { findPaymentSettings } from '../../repositories/payment-settings.ts';
import { insertMovementOnce, movementsOfVisit } from '../../repositories/payments.ts';
import { findAppointment } from '../booking/find-appointment.ts';
import { cancellationOf } from '../payments/payment-settings-records.ts';
import { shopStripe } from '../payments/payment-terms.ts';
import { assertCan } from '../shared/assert-can.ts';
import { listAppointmentMoney } from './list-appointment-money.ts';
import { refundableSources } from './staff-refund.ts';

const feeReason = 'no_show';

/** The fee the shop's no-show policy asks for a visit, less what was paid online for it. */
export async function quoteNoShowFee(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
): Promise<NoShowFeeQuote> {
  assertCan(actor, 'read', 'calendar', shopId);
  const visit = await findAppointment(ctx.db, shopId, id);
  const policy = cancellationOf(await findPaymentSettings(ctx.db, shopId));
  const rows = await movementsOfVisit(ctx.db, shopId, id);
  const paid = refundableSources(rows.filter((r) => r.kind === 'charge')).reduce((s, r) => s + r.left, 0);
  const { uncovered } = noShowFee({ paid, servicePrice: visit.priceAmount, policy });
  const [customer] = visit.customerId ? await customersByIds(ctx.db, [visit.customerId]) : [];
  return {
    noShowPercent: policy.noShowPercent,
    servicePrice: visit.priceAmount,
    paid,
    amount: uncovered,
    currency: visit.currency,
    card: customer?.stripePaymentMethodId ? { brand: customer.cardBrand, last4: customer.cardLast4 } : null,
    charged: rows.some((r) => r.kind === 'fee' && r.reason === feeReason && r.status !== 'failed'),
  };
}

/**
 * Charges a no-show's fee to the card the customer kept on file, off-session. Once per visit and
 * card: the Stripe idempotency key is the visit and the card, and the PaymentIntent id is unique
 * among the rows, so a second click or two staff at once charge once and record one fee. A declined
 * card records nothing as paid.
 */
export async function chargeNoShowFee(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
): Promise<MoneyMovementsResponse> {
  assertCan(actor, 'update', 'calendar', shopId);
  // The visit stays locked while Stripe is asked: a second request waits and finds the fee
  // recorded rather than asking Stripe again under the same key while the first is in flight.
  await inTransaction(ctx.db, async (tx) => {
    const inTx = { ...ctx, db: tx as unknown as ServiceContext['db'] };
    const visit = await findAppointment(tx, shopId, id, { lock: true });
    const quote = await quoteNoShowFee(inTx, actor, { shopId, id });
    if (quote.charged) return;
    if (visit.status !== 'no_show')
      throw new AppError('FeeNotApplicable', 'Only a visit marked as no-show can be charged a no-show fee');
    if (quote.amount <= 0)
      throw new AppError('FeeNotApplicable', 'The salon’s policy asks no no-show fee beyond what was paid');
    const [customer] = visit.customerId ? await customersByIds(tx, [visit.customerId]) : [];
    if (!customer?.stripePaymentMethodId || !customer.stripeCustomerId)
      throw new AppError('NoCardOnFile', 'The customer has no card on file');
    const client = await shopStripe(inTx, shopId);
    if (!client) throw new AppError('StripeNotConfigured', 'This salon cannot take payments online');
    let intent: Stripe.PaymentIntent;
    try {
      intent = await client.stripe.paymentIntents.create(
        {
          amount: quote.amount,
          currency: quote.currency.toLowerCase(),
          customer: customer.stripeCustomerId,
          payment_method: customer.stripePaymentMethodId,
          off_session: true,
          confirm: true,
          metadata: { shopId, appointmentId: id, kind: 'no_show_fee' },
        },
        { idempotencyKey: `no-show-fee:${id}:${customer.stripePaymentMethodId}` },
      );
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) {
        throw new AppError('CardDeclined', 'The card on file was declined; nothing was charged', {
          details: { declineCode: err.decline_code ?? err.code ?? null },
        });
      }
      ctx.log.warn({ err, shopId, appointmentId: id }, 'Stripe did not charge a no-show fee');
      if (stripeFailure(err) === 'keyInvalid')
        throw new AppError('StripeKeyInvalid', 'Stripe refused the salon’s key');
      // Charged or not, asking again later uses the same key: Stripe answers with this charge.
      throw new AppError('StripeUnreachable', 'Stripe could not be reached; nothing was charged');
    }
    if (intent.status !== 'succeeded') {
      throw new AppError(
        'CardDeclined',
        'The card on file needs the customer to confirm; nothing was charged',
      );
    }
    await recordNoShowFee(tx, { visit, intent, actorUserId: actor.id });
  });
  return listAppointmentMoney(ctx, actor, { shopId, id });
}

/**
 * Records a no-show fee Stripe took: by the staff action that asked for it, or by Stripe's
 * `payment_intent.succeeded` event when the server stopped before writing it. Once per
 * PaymentIntent (a unique index).
 */
export async function recordNoShowFee(
  tx: Tx,
  {
    visit,
    intent,
    actorUserId,
  }: { visit: AppointmentRow; intent: Stripe.PaymentIntent; actorUserId: string | null },
) {
  await insertMovementOnce(tx, {
    shopId: visit.shopId,
    appointmentId: visit.id,
    customerId: visit.customerId,
    kind: 'fee',
    method: 'card_on_file',
    status: 'succeeded',
    amount: intent.amount,
    currency: visit.currency,
    stripePaymentIntentId: intent.id,
    reason: feeReason,
    actorUserId,
  });
}
