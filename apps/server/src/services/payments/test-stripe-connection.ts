import { type Actor, AppError, type StripeConnectionResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { SecretBoxError } from '../../infra/secret-box.ts';
import { Stripe, stripeClient, stripeFailure } from '../../infra/stripe.ts';
import { findPaymentSettings } from '../../repositories/payment-settings.ts';
import { assertCan } from '../shared/assert-can.ts';
import { secretContext } from './payment-settings-records.ts';

/** Asks Stripe with the stored secret key whether it is accepted: the settings' "test connection". */
export async function testStripeConnection(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
): Promise<StripeConnectionResponse> {
  assertCan(actor, 'manage', 'Settings', shopId);
  const row = await findPaymentSettings(ctx.db, shopId);
  if (!row?.stripeSecretKeySealed)
    throw new AppError('StripeNotConfigured', 'No Stripe secret key is stored');
  let secretKey: string;
  try {
    secretKey = ctx.secretBox.open(row.stripeSecretKeySealed, secretContext(shopId, 'stripe-secret-key'));
  } catch (err) {
    if (!(err instanceof SecretBoxError)) throw err;
    // SECRETS_KEY was changed since the key was stored: it must be entered again.
    throw new AppError(
      'StripeNotConfigured',
      'The stored Stripe secret key can no longer be read; enter it again',
    );
  }
  const stripe = stripeClient(secretKey, ctx.config.STRIPE_API_BASE);
  try {
    try {
      const account = await stripe.accounts.retrieveCurrent();
      return { ok: true, livemode: secretKey.includes('_live_'), accountId: account.id };
    } catch (err) {
      // A restricted key may lack the account permission yet take payments: its balance answers.
      if (!(err instanceof Stripe.errors.StripePermissionError)) throw err;
      const balance = await stripe.balance.retrieve();
      return { ok: true, livemode: balance.livemode, accountId: null };
    }
  } catch (err) {
    const failure = stripeFailure(err);
    ctx.log.info({ shopId, failure, type: (err as { type?: string }).type }, 'Stripe connection test failed');
    if (failure === 'keyInvalid')
      throw new AppError('StripeKeyInvalid', 'Stripe refused the stored secret key');
    throw new AppError('StripeUnreachable', 'Stripe could not be reached');
  }
}
