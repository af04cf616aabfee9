import type { ShopRow } from '@salon/db';
import { AppError, isoInZone, paymentHoldMinutes } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { stripeFailure } from '../../infra/stripe.ts';
import { visitWithShop } from '../../repositories/appointments.ts';
import { insertMovementOnce } from '../../repositories/payments.ts';
import { shopStripe } from '../payments/payment-terms.ts';
import { releaseHold } from './release-hold.ts';

export interface StartedPayment {
  clientSecret: string;
  publishableKey: string;
  scriptUrl: string;
  amount: { amount: number; currency: string };
  heldUntil: string;
}

/**
 * Asks Stripe for the payment a held booking waits for, with the shop's own key, and records it as
 * a pending charge. One PaymentIntent per booking (its id is the idempotency key), so a retried
 * request pays nothing twice. When Stripe cannot be asked, the time is released at once: a
 * customer who cannot pay does not keep the slot from others.
 */
export async function startOnlinePayment(
  ctx: ServiceContext,
  { shop, appointmentId, amount }: { shop: ShopRow; appointmentId: string; amount: number },
): Promise<StartedPayment> {
  const visit = (await visitWithShop(ctx.db, { id: appointmentId }))?.appointment;
  if (!visit) throw new AppError('NotFound', 'No such booking');
  const currency = visit.currency;
  const client = await shopStripe(ctx, shop.id);
  if (!client?.row.stripePublishableKey) {
    await releaseHold(ctx, { shopId: shop.id, appointmentId, reason: 'payment_unavailable' });
    throw new AppError('StripeNotConfigured', 'This salon cannot take payments online right now');
  }
  let intent: { id: string; client_secret: string | null };
  try {
    intent = await client.stripe.paymentIntents.create(
      {
        amount,
        currency: currency.toLowerCase(),
        automatic_payment_methods: { enabled: true },
        metadata: { shopId: shop.id, appointmentId },
      },
      { idempotencyKey: `booking-payment:${appointmentId}` },
    );
  } catch (err) {
    ctx.log.warn({ err, shopId: shop.id, appointmentId }, 'Stripe refused or missed a payment intent');
    await releaseHold(ctx, { shopId: shop.id, appointmentId, reason: 'payment_unavailable' });
    if (stripeFailure(err) === 'keyInvalid')
      throw new AppError('StripeKeyInvalid', 'Stripe refused the salon’s key');
    throw new AppError('StripeUnreachable', 'Stripe could not be reached');
  }
  await insertMovementOnce(ctx.db, {
    shopId: shop.id,
    appointmentId,
    customerId: visit.customerId,
    kind: 'charge',
    method: 'online',
    status: 'pending',
    amount,
    currency,
    stripePaymentIntentId: intent.id,
    reason: 'booking',
  });
  return {
    clientSecret: intent.client_secret ?? '',
    publishableKey: client.row.stripePublishableKey,
    scriptUrl: ctx.config.STRIPE_JS_URL,
    amount: { amount, currency },
    heldUntil: isoInZone(visit.createdAt.getTime() + paymentHoldMinutes * 60_000, shop.timeZone),
  };
}
