import {
  type Actor,
  AppError,
  type PaymentMode,
  type PaymentSettingsRequest,
  type PaymentSettingsResponse,
  takesOnlinePayment,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { servicesOfShop } from '../../repositories/catalog.ts';
import {
  changePaymentSettings,
  replaceServicePolicies,
  savePaymentSettings,
} from '../../repositories/payment-settings.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import {
  hasStripeKeys,
  paymentNeedsKeys,
  paymentSettingsView,
  secretContext,
} from './payment-settings-records.ts';

/**
 * A key field's stored columns: none when absent (the stored ones stay), cleared on null, sealed
 * when given. Only what changes is written, so two owners saving at once do not undo each
 * other's keys.
 */
function secretColumns(
  ctx: ServiceContext,
  value: string | null | undefined,
  context: string,
): { sealed: string | null; last4: string | null } | undefined {
  if (value === undefined) return undefined;
  if (value === null) return { sealed: null, last4: null };
  return { sealed: ctx.secretBox.seal(value, context), last4: value.slice(-4) };
}

/**
 * Sets the shop's Stripe keys, payment policy, cancellation terms and the services with a
 * policy of their own; what the body leaves out keeps its stored value. The secret key and
 * webhook secret are stored sealed; a form that sends them empty (it never receives them) keeps
 * the stored ones.
 */
export async function updatePaymentSettings(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: PaymentSettingsRequest },
): Promise<PaymentSettingsResponse> {
  assertCan(actor, 'manage', 'Settings', shopId);
  const shop = await findShopRow(ctx.db, shopId);

  const overrides = input.serviceOverrides;
  const serviceIds = (overrides ?? []).map((o) => o.serviceId);
  if (serviceIds.length > 0) {
    const known = await servicesOfShop(ctx.db, shopId, serviceIds);
    const details = (overrides ?? []).flatMap((o, index) =>
      known.has(o.serviceId)
        ? []
        : [{ path: `body.serviceOverrides.${index}.serviceId`, message: 'No such service in this shop' }],
    );
    if (details.length) throw new AppError('ValidationError', 'No such service in this shop', { details });
  }

  const secret = secretColumns(ctx, input.stripe.secretKey, secretContext(shopId, 'stripe-secret-key'));
  const webhook = secretColumns(
    ctx,
    input.stripe.webhookSecret,
    secretContext(shopId, 'stripe-webhook-secret'),
  );
  const changes = {
    ...(input.stripe.publishableKey === undefined
      ? {}
      : { stripePublishableKey: input.stripe.publishableKey }),
    ...(secret ? { stripeSecretKeySealed: secret.sealed, stripeSecretKeyLast4: secret.last4 } : {}),
    ...(webhook
      ? { stripeWebhookSecretSealed: webhook.sealed, stripeWebhookSecretLast4: webhook.last4 }
      : {}),
    ...(input.policy
      ? {
          paymentMode: input.policy.mode,
          depositKind: input.policy.depositKind,
          depositValue: input.policy.depositValue,
        }
      : {}),
    ...(input.cancellation
      ? {
          freeCancellationHours: input.cancellation.freeCancellationHours,
          lateCancelPercent: input.cancellation.lateCancelPercent,
          noShowPercent: input.cancellation.noShowPercent,
        }
      : {}),
    ...(input.cardOnFileRequired === undefined ? {} : { cardOnFileRequired: input.cardOnFileRequired }),
    updatedAt: ctx.now(),
  };

  await inTransaction(ctx.db, async (tx) => {
    // First, so that the upsert's row lock lines up two saves of one shop: the second replaces
    // the service policies only after the first has committed its own.
    const saved = await savePaymentSettings(tx, shopId, changes);
    // Checked on the row as saved, under its lock: keys removed by this very save count as gone,
    // and a policy or terms left out of the body are the stored ones.
    if (takesOnlinePayment({ mode: saved.paymentMode as PaymentMode }) && !hasStripeKeys(saved))
      throw paymentNeedsKeys(input.policy ? 'body.policy.mode' : 'body.stripe');
    if (input.cardOnFileRequired && saved.noShowPercent === 0) {
      throw new AppError('ValidationError', 'A kept card needs a no-show fee above 0 %', {
        details: [{ path: 'body.cardOnFileRequired', message: 'Needs a no-show fee above 0 %' }],
      });
    }
    if (saved.cardOnFileRequired && !hasStripeKeys(saved)) throw paymentNeedsKeys('body.cardOnFileRequired');
    // Kept from an earlier save while this one turns the no-show fee off: nothing left to protect.
    if (saved.cardOnFileRequired && saved.noShowPercent === 0) {
      await changePaymentSettings(tx, shopId, { cardOnFileRequired: false });
    }

    if (!overrides) return;
    const paid = overrides.findIndex((o) => takesOnlinePayment(o.policy));
    if (paid >= 0 && !hasStripeKeys(saved))
      throw paymentNeedsKeys(`body.serviceOverrides.${paid}.policy.mode`);
    await replaceServicePolicies(
      tx,
      shopId,
      overrides.map((o) => ({
        serviceId: o.serviceId,
        paymentMode: o.policy.mode,
        depositKind: o.policy.depositKind,
        depositValue: o.policy.depositValue,
      })),
    );
  });
  return paymentSettingsView(ctx.db, shop);
}
