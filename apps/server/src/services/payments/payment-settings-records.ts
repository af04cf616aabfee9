import type { Executor, ServicePaymentPolicyRow, ShopPaymentSettingsRow } from '@salon/db';
import {
  AppError,
  type CancellationPolicy,
  type DepositKind,
  defaultCancellationPolicy,
  defaultPaymentPolicy,
  type PaymentMode,
  type PaymentPolicy,
  type PaymentSettingsResponse,
} from '@salon/domain';
import { findPaymentSettings, servicePoliciesWithNames } from '../../repositories/payment-settings.ts';

/** What a sealed secret is bound to: a copy moved to another shop or field does not open. */
export const secretContext = (shopId: string, field: 'stripe-secret-key' | 'stripe-webhook-secret') =>
  `shop:${shopId}:${field}`;

export const policyOf = (row: {
  paymentMode: string;
  depositKind: string | null;
  depositValue: number | null;
}): PaymentPolicy => ({
  mode: row.paymentMode as PaymentMode,
  depositKind: row.depositKind as DepositKind | null,
  depositValue: row.depositValue,
});

export const cancellationOf = (row: ShopPaymentSettingsRow | undefined): CancellationPolicy =>
  row
    ? {
        freeCancellationHours: row.freeCancellationHours,
        lateCancelPercent: row.lateCancelPercent,
        noShowPercent: row.noShowPercent,
      }
    : defaultCancellationPolicy;

const stripeMode = (key: string | null) => (key ? (key.includes('_live_') ? 'live' : 'test') : null);

/** The settings as the owner sees them: the secrets only as "set" and their last four characters. */
export async function paymentSettingsView(
  db: Executor,
  shop: { id: string; currency: string },
): Promise<PaymentSettingsResponse> {
  const row = await findPaymentSettings(db, shop.id);
  const overrides = await servicePoliciesWithNames(db, shop.id);
  return {
    currency: shop.currency,
    cardOnFileRequired: row?.cardOnFileRequired ?? false,
    stripe: {
      publishableKey: row?.stripePublishableKey ?? null,
      secretKey: { set: !!row?.stripeSecretKeySealed, last4: row?.stripeSecretKeyLast4 ?? null },
      webhookSecret: { set: !!row?.stripeWebhookSecretSealed, last4: row?.stripeWebhookSecretLast4 ?? null },
      mode: stripeMode(row?.stripePublishableKey ?? null),
    },
    policy: row ? policyOf(row) : defaultPaymentPolicy,
    cancellation: cancellationOf(row),
    serviceOverrides: overrides.map(
      ({ override, serviceName }: { override: ServicePaymentPolicyRow; serviceName: string }) => ({
        serviceId: override.serviceId,
        serviceName,
        policy: policyOf(override),
      }),
    ),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Online payments need both keys: the publishable one for the widget, the secret one for the server. */
export const hasStripeKeys = (
  row: Pick<ShopPaymentSettingsRow, 'stripePublishableKey' | 'stripeSecretKeySealed'> | undefined,
): boolean => !!row?.stripePublishableKey && !!row.stripeSecretKeySealed;

/** A deposit or prepayment chosen while the shop cannot take money online. */
export const paymentNeedsKeys = (path: string) =>
  new AppError(
    'StripeNotConfigured',
    'A deposit or prepayment needs the salon’s Stripe publishable and secret keys',
    { details: [{ path, message: 'Needs the Stripe publishable and secret keys' }] },
  );
