import type { Executor, ShopPaymentSettingsRow } from '@salon/db';
import {
  type AmountDue,
  amountDueAtBooking,
  type CancellationPolicy,
  defaultPaymentPolicy,
  dueForService,
  type PaymentPolicy,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { SecretBoxError } from '../../infra/secret-box.ts';
import { type Stripe, stripeClient } from '../../infra/stripe.ts';
import { findPaymentSettings, servicePolicies } from '../../repositories/payment-settings.ts';
import { cancellationOf, policyOf, secretContext } from './payment-settings-records.ts';

/**
 * What a shop asks of its customers when they book: its payment policy and the services' own, and
 * its cancellation terms. Online payment applies only when all three Stripe keys are stored: a
 * salon that cannot take a payment never asks for one, and everything is paid at the salon.
 */
export interface PaymentTerms {
  online: { publishableKey: string } | null;
  shopPolicy: PaymentPolicy;
  overrides: Map<string, PaymentPolicy>;
  cancellation: CancellationPolicy;
  /** The widget asks for a card kept for a no-show fee, with the customer's consent. */
  cardOnFile: boolean;
}

const takesOnlinePayments = (row: ShopPaymentSettingsRow | undefined): row is ShopPaymentSettingsRow =>
  !!row?.stripePublishableKey && !!row.stripeSecretKeySealed && !!row.stripeWebhookSecretSealed;

export async function paymentTermsOf(db: Executor, shopId: string): Promise<PaymentTerms> {
  const row = await findPaymentSettings(db, shopId);
  const cancellation = cancellationOf(row);
  if (!takesOnlinePayments(row)) {
    return {
      online: null,
      shopPolicy: defaultPaymentPolicy,
      overrides: new Map(),
      cancellation,
      cardOnFile: false,
    };
  }
  const overrides = await servicePolicies(db, shopId);
  return {
    online: { publishableKey: row.stripePublishableKey as string },
    shopPolicy: policyOf(row),
    overrides: new Map(overrides.map((o) => [o.serviceId, policyOf(o)])),
    cancellation,
    cardOnFile: row.cardOnFileRequired && cancellation.noShowPercent > 0,
  };
}

/** What one service costs online at booking at a price (the stylist's or the service's). */
export const dueFor = (terms: PaymentTerms, serviceId: string | null, price: number): number =>
  terms.online
    ? dueForService((serviceId ? terms.overrides.get(serviceId) : undefined) ?? terms.shopPolicy, price)
    : 0;

/** What a visit of these services at these prices costs online at booking, after any redemption. */
export const dueForVisit = (
  terms: PaymentTerms,
  items: readonly { serviceId: string | null; priceAmount: number }[],
  redemption = 0,
): AmountDue =>
  amountDueAtBooking({
    shopPolicy: terms.online ? terms.shopPolicy : defaultPaymentPolicy,
    services: items.map((i) => ({
      price: i.priceAmount,
      policy: terms.online && i.serviceId ? (terms.overrides.get(i.serviceId) ?? null) : null,
    })),
    redemption,
  });

/** The shop's Stripe client and webhook secret, or null when its keys are not (or no longer readable) stored. */
export async function shopStripe(
  ctx: Pick<ServiceContext, 'db' | 'secretBox' | 'config'>,
  shopId: string,
): Promise<{ stripe: Stripe; webhookSecret: string; row: ShopPaymentSettingsRow } | null> {
  const row = await findPaymentSettings(ctx.db, shopId);
  if (!row?.stripeSecretKeySealed || !row.stripeWebhookSecretSealed) return null;
  try {
    const secretKey = ctx.secretBox.open(
      row.stripeSecretKeySealed,
      secretContext(shopId, 'stripe-secret-key'),
    );
    const webhookSecret = ctx.secretBox.open(
      row.stripeWebhookSecretSealed,
      secretContext(shopId, 'stripe-webhook-secret'),
    );
    return { stripe: stripeClient(secretKey, ctx.config.STRIPE_API_BASE), webhookSecret, row };
  } catch (err) {
    if (err instanceof SecretBoxError) return null;
    throw err;
  }
}
