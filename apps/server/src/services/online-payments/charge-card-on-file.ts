import { and, customers, type Executor, eq } from '@salon/db';
import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { Stripe, stripeFailure } from '../../infra/stripe.ts';
import { shopStripe } from '../payments/payment-terms.ts';

/** Charges an amount to a customer's card on file off-session; answers the PaymentIntent's id. */
export type CardOnFileCharge = (db: Executor, amount: number, index: number) => Promise<string>;

/**
 * A charge of the card a customer kept with the salon, for a checkout. The idempotency key names
 * the checkout (the visit, or the request's own key for a walk-in), so a retried checkout charges
 * once. A declined card or an unreachable Stripe throws, and the checkout writes nothing.
 */
export function cardOnFileCharger(
  ctx: ServiceContext,
  {
    shopId,
    customerId,
    key,
    currency,
  }: { shopId: string; customerId: string | null; key: string; currency: string },
): CardOnFileCharge {
  return async (db, amount, index) => {
    const [customer] = customerId
      ? await db
          .select()
          .from(customers)
          .where(and(eq(customers.id, customerId), eq(customers.shopId, shopId)))
      : [];
    if (!customer?.stripePaymentMethodId || !customer.stripeCustomerId) {
      throw new AppError('NoCardOnFile', 'The customer has no card on file', {
        details: [{ path: `body.payments.${index}.method`, message: 'The customer has no card on file' }],
      });
    }
    // Read in the checkout's own transaction: it holds the only connection in some deployments.
    const client = await shopStripe({ ...ctx, db: db as ServiceContext['db'] }, shopId);
    if (!client) throw new AppError('StripeNotConfigured', 'This salon cannot take payments online');
    try {
      const intent = await client.stripe.paymentIntents.create(
        {
          amount,
          currency: currency.toLowerCase(),
          customer: customer.stripeCustomerId,
          payment_method: customer.stripePaymentMethodId,
          off_session: true,
          confirm: true,
          metadata: { shopId, kind: 'checkout' },
        },
        { idempotencyKey: `checkout-card:${key}:${index}:${amount}` },
      );
      if (intent.status !== 'succeeded')
        throw new AppError('CardDeclined', 'The card on file needs the customer to confirm');
      return intent.id;
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof Stripe.errors.StripeCardError)
        throw new AppError('CardDeclined', 'The card on file was declined; nothing was charged');
      ctx.log.warn({ err, shopId }, 'Stripe did not charge a card on file at checkout');
      if (stripeFailure(err) === 'keyInvalid')
        throw new AppError('StripeKeyInvalid', 'Stripe refused the salon’s key');
      throw new AppError('StripeUnreachable', 'Stripe could not be reached; nothing was charged');
    }
  };
}
