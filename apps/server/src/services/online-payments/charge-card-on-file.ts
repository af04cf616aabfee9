import { randomUUID } from 'node:crypto';
import { and, customers, type Executor, eq } from '@salon/db';
import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { Stripe, stripeFailure } from '../../infra/stripe.ts';
import { shopStripe } from '../payments/payment-terms.ts';

/** Charges an amount to a customer's card on file off-session; answers the PaymentIntent's id. */
export type CardOnFileCharge = (
  db: Executor,
  charge: { customerId: string | null; amount: number; index: number },
) => Promise<string>;

interface ChargerOptions {
  shopId: string;
  currency: string;
}

/**
 * Runs a checkout that may charge the customer's card on file. The card is charged inside the
 * checkout's transaction, before all of it is written; when the transaction fails after that (the
 * last piece of a product sold meanwhile, points spent elsewhere, a failed commit) the customer has
 * paid for a sale that does not exist, so every charge made is refunded at once before the error
 * goes on. Each attempt charges under its own idempotency key: a checkout tried again after such
 * a refund charges anew rather than getting back the refunded PaymentIntent. A retried request is
 * answered once by the routes' Idempotency-Key, and a visit is checked out once under its lock.
 */
export async function withCardOnFile<T>(
  ctx: ServiceContext,
  options: ChargerOptions,
  run: (charge: CardOnFileCharge) => Promise<T>,
): Promise<T> {
  const charged: string[] = [];
  try {
    return await run(cardOnFileCharger(ctx, options, `checkout:${randomUUID()}`, charged));
  } catch (err) {
    if (charged.length > 0) await refundUnrecorded(ctx, options.shopId, charged, err);
    throw err;
  }
}

/** Gives back charges of a checkout that was not kept; a refund that fails is logged for staff to make by hand. */
async function refundUnrecorded(ctx: ServiceContext, shopId: string, intentIds: string[], cause: unknown) {
  const client = await shopStripe(ctx, shopId).catch(() => null);
  for (const intentId of intentIds) {
    try {
      if (!client) throw new Error('Stripe is no longer configured for this shop');
      await client.stripe.refunds.create(
        { payment_intent: intentId, metadata: { shopId, kind: 'checkout-undone' } },
        { idempotencyKey: `checkout-undone:${intentId}` },
      );
      ctx.log.warn(
        { shopId, intentId, cause },
        'A checkout failed after charging the card on file; refunded',
      );
    } catch (err) {
      ctx.log.error(
        { err, shopId, intentId, cause },
        'MONEY NOT RECORDED: a checkout failed after charging the card on file and the refund failed too; refund this PaymentIntent in Stripe by hand',
      );
    }
  }
}

/**
 * A charge of the card a customer kept with the salon, for one attempt at a checkout (`key`).
 * A declined card or an unreachable Stripe throws, and the checkout writes nothing; each charge
 * made is added to `charged`, so a checkout failing later can give it back.
 */
function cardOnFileCharger(
  ctx: ServiceContext,
  { shopId, currency }: ChargerOptions,
  key: string,
  charged: string[],
): CardOnFileCharge {
  return async (db, { customerId, amount, index }) => {
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
      if (intent.status !== 'succeeded') {
        // Nothing was taken, but a PaymentIntent waiting for the customer is cancelled rather than left open.
        await client.stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
        throw new AppError('CardDeclined', 'The card on file needs the customer to confirm');
      }
      charged.push(intent.id);
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
