import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { stripeFailure } from '../../infra/stripe.ts';
import { changeCustomer, findShopCustomer } from '../../repositories/customers.ts';
import { shopStripe } from '../payments/payment-terms.ts';

export interface StartedCardSetup {
  clientSecret: string;
  publishableKey: string;
  scriptUrl: string;
}

/**
 * Asks Stripe to keep a customer's card for later off-session charges (a no-show fee), after they
 * agreed to the salon's terms: a Stripe Customer per shop customer (made once, its id kept), and a
 * SetupIntent the browser confirms. The card itself is stored when Stripe's `setup_intent.succeeded`
 * arrives. The consent (which text, when) is kept on the customer.
 */
export async function startCardSetup(
  ctx: ServiceContext,
  { shopId, customerId, consentVersion }: { shopId: string; customerId: string; consentVersion: string },
): Promise<StartedCardSetup> {
  const customer = await findShopCustomer(ctx.db, shopId, customerId);
  if (!customer) throw new AppError('NotFound', 'No such customer');
  const client = await shopStripe(ctx, shopId);
  if (!client?.row.stripePublishableKey)
    throw new AppError('StripeNotConfigured', 'This salon cannot keep cards right now');
  try {
    let stripeCustomerId = customer.stripeCustomerId;
    if (!stripeCustomerId) {
      const made = await client.stripe.customers.create(
        {
          name: customer.name,
          ...(customer.email ? { email: customer.email } : {}),
          metadata: { shopId, customerId },
        },
        { idempotencyKey: `stripe-customer:${customerId}` },
      );
      stripeCustomerId = made.id;
      await changeCustomer(ctx.db, customerId, { stripeCustomerId, updatedAt: ctx.now() });
    }
    const setup = await client.stripe.setupIntents.create({
      customer: stripeCustomerId,
      usage: 'off_session',
      metadata: { shopId, customerId },
    });
    await changeCustomer(ctx.db, customerId, {
      cardConsentVersion: consentVersion,
      cardConsentAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    return {
      clientSecret: setup.client_secret ?? '',
      publishableKey: client.row.stripePublishableKey,
      scriptUrl: ctx.config.STRIPE_JS_URL,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.warn({ err, shopId, customerId }, 'Stripe did not start keeping a card');
    if (stripeFailure(err) === 'keyInvalid')
      throw new AppError('StripeKeyInvalid', 'Stripe refused the salon’s key');
    throw new AppError('StripeUnreachable', 'Stripe could not be reached');
  }
}
