import { randomUUID } from 'node:crypto';
import type { Executor, Tx } from '@salon/db';
import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { Stripe, stripeFailure } from '../../infra/stripe.ts';
import { inTransaction, type TransactionOptions } from '../../infra/transaction.ts';
import { findShopCustomer } from '../../repositories/customers.ts';
import {
  findChargeOfIntent,
  insertChargeOnce,
  insertMovementOnce,
  lockCheckoutAttempt,
} from '../../repositories/payments.ts';
import { shopStripe } from '../payments/payment-terms.ts';

/** Charges an amount to a customer's card on file off-session; answers the PaymentIntent's id. */
export type CardOnFileCharge = (
  db: Executor,
  charge: { customerId: string | null; amount: number; index: number },
) => Promise<string>;

interface ChargerOptions {
  shopId: string;
  currency: string;
  /** The visit checked out, if any: a charge given back stays on its money record. */
  appointmentId?: string | null;
}

/** A charge made during one checkout attempt, to give back if the attempt is not kept. */
interface MadeCharge {
  intentId: string;
  amount: number;
  customerId: string | null;
  attempt: string;
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
  run: (charge: CardOnFileCharge, transaction: TransactionOptions) => Promise<T>,
): Promise<T> {
  const charged: MadeCharge[] = [];
  try {
    // A try that charged the card is not run again: Stripe's event could give the charge back
    // between the tries, while no transaction holds the attempt.
    return await run(cardOnFileCharger(ctx, options, `checkout:${randomUUID()}`, charged), {
      retry: () => charged.length === 0,
    });
  } catch (err) {
    if (charged.length > 0) await refundUnrecorded(ctx, options, charged, err);
    throw err;
  }
}

/** Gives back charges of a checkout that was not kept; a refund that fails is logged for staff to make by hand. */
async function refundUnrecorded(
  ctx: ServiceContext,
  { shopId, currency, appointmentId }: ChargerOptions,
  made: MadeCharge[],
  cause: unknown,
) {
  const client = await shopStripe(ctx, shopId).catch(() => null);
  for (const charge of made) {
    try {
      if (!client) throw new Error('Stripe is no longer configured for this shop');
      await inTransaction(ctx.db, (tx) =>
        giveBackCheckoutCharge(tx, client.stripe, {
          ...charge,
          shopId,
          currency,
          appointmentId: appointmentId ?? null,
        }),
      );
      ctx.log.warn(
        { shopId, intentId: charge.intentId, cause },
        'A checkout failed after charging the card on file; refunded',
      );
    } catch (err) {
      ctx.log.error(
        { err, shopId, intentId: charge.intentId, cause },
        'MONEY NOT RECORDED: a checkout failed after charging the card on file and the refund failed too; Stripe’s payment_intent.succeeded event will try again, else refund this PaymentIntent in Stripe by hand',
      );
    }
  }
}

/**
 * Gives back a card-on-file charge whose checkout was not kept (it failed after Stripe charged, the
 * server stopped before the commit, or Stripe's answer was lost on the way) and records both
 * movements, so the visit's money shows what happened. Called by the checkout that failed and by
 * Stripe's `payment_intent.succeeded` event, whichever comes first; a charge its sale kept is left
 * alone. Safe to repeat: the refund's idempotency key is the PaymentIntent, the rows are unique by
 * Stripe id.
 */
export async function giveBackCheckoutCharge(
  tx: Tx,
  stripe: Stripe,
  charge: MadeCharge & { shopId: string; currency: string; appointmentId: string | null },
): Promise<'kept' | 'refunded'> {
  await lockCheckoutAttempt(tx, charge.attempt);
  const recorded = await findChargeOfIntent(tx, charge.shopId, charge.intentId);
  if (recorded?.saleId) return 'kept';
  const refund = await stripe.refunds.create(
    { payment_intent: charge.intentId, metadata: { shopId: charge.shopId, kind: 'checkout-undone' } },
    { idempotencyKey: `checkout-undone:${charge.intentId}` },
  );
  const row = {
    shopId: charge.shopId,
    appointmentId: charge.appointmentId,
    customerId: charge.customerId,
    method: 'card_on_file',
    status: 'succeeded',
    currency: charge.currency,
    stripePaymentIntentId: charge.intentId,
    reason: 'checkout_not_completed',
  };
  const inserted =
    recorded ?? (await insertChargeOnce(tx, { ...row, kind: 'charge', amount: charge.amount }));
  if (!inserted) return 'refunded';
  await insertMovementOnce(tx, {
    ...row,
    kind: 'refund',
    amount: refund.amount,
    stripeRefundId: refund.id,
    refundOf: inserted.id,
  });
  return 'refunded';
}

/**
 * A charge of the card a customer kept with the salon, for one attempt at a checkout (`key`).
 * A declined card or an unreachable Stripe throws, and the checkout writes nothing; each charge
 * made is added to `charged`, so a checkout failing later can give it back.
 */
function cardOnFileCharger(
  ctx: ServiceContext,
  { shopId, currency, appointmentId }: ChargerOptions,
  key: string,
  charged: MadeCharge[],
): CardOnFileCharge {
  return async (db, { customerId, amount, index }) => {
    const customer = customerId ? await findShopCustomer(db, shopId, customerId) : undefined;
    if (!customer?.stripePaymentMethodId || !customer.stripeCustomerId) {
      throw new AppError('NoCardOnFile', 'The customer has no card on file', {
        details: [{ path: `body.payments.${index}.method`, message: 'The customer has no card on file' }],
      });
    }
    // Read in the checkout's own transaction: it holds the only connection in some deployments.
    const client = await shopStripe({ ...ctx, db: db as ServiceContext['db'] }, shopId);
    if (!client) throw new AppError('StripeNotConfigured', 'This salon cannot take payments online');
    await lockCheckoutAttempt(db, key);
    try {
      const intent = await client.stripe.paymentIntents.create(
        {
          amount,
          currency: currency.toLowerCase(),
          customer: customer.stripeCustomerId,
          payment_method: customer.stripePaymentMethodId,
          off_session: true,
          confirm: true,
          // What Stripe's event needs to give the money back if this checkout is not kept.
          metadata: {
            shopId,
            kind: 'checkout',
            attempt: key,
            customerId: customer.id,
            ...(appointmentId ? { appointmentId } : {}),
          },
        },
        { idempotencyKey: `checkout-card:${key}:${index}:${amount}` },
      );
      if (intent.status !== 'succeeded') {
        // Nothing was taken, but a PaymentIntent waiting for the customer is cancelled rather than left open.
        await client.stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
        throw new AppError('CardDeclined', 'The card on file needs the customer to confirm');
      }
      charged.push({ intentId: intent.id, amount: intent.amount, customerId: customer.id, attempt: key });
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
