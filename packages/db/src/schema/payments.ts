import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { services } from './catalog.ts';
import { shops } from './shops.ts';

/** The policy columns hold one of: no deposit (at the salon, prepaid), a 1–100 % deposit, a fixed one. */
const policyChecks = (t: {
  paymentMode: AnyPgColumn;
  depositKind: AnyPgColumn;
  depositValue: AnyPgColumn;
}) => sql`(${t.paymentMode} in ('at_salon', 'prepay') and ${t.depositKind} is null and ${t.depositValue} is null)
       or (${t.paymentMode} = 'deposit' and ${t.depositKind} = 'percent' and ${t.depositValue} between 1 and 100)
       or (${t.paymentMode} = 'deposit' and ${t.depositKind} = 'fixed' and ${t.depositValue} > 0)`;

/**
 * A shop's online payments: its Stripe keys and its payment and cancellation policy. The secret
 * key and the webhook signing secret are stored sealed (AES-256-GCM under SECRETS_KEY), never in
 * the clear; their last four characters are kept apart so the settings can show which key is set.
 * No row: paid at the salon, no Stripe keys.
 */
export const shopPaymentSettings = pgTable(
  'shop_payment_settings',
  {
    shopId: uuid('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    stripePublishableKey: text('stripe_publishable_key'),
    stripeSecretKeySealed: text('stripe_secret_key_sealed'),
    stripeSecretKeyLast4: text('stripe_secret_key_last4'),
    stripeWebhookSecretSealed: text('stripe_webhook_secret_sealed'),
    stripeWebhookSecretLast4: text('stripe_webhook_secret_last4'),
    /** `at_salon`, `deposit` or `prepay`. */
    paymentMode: text('payment_mode').notNull().default('at_salon'),
    /** For a deposit: `percent` (1–100 in `deposit_value`) or `fixed` (minor units of the shop's currency). */
    depositKind: text('deposit_kind'),
    depositValue: integer('deposit_value'),
    freeCancellationHours: integer('free_cancellation_hours').notNull().default(24),
    lateCancelPercent: integer('late_cancel_percent').notNull().default(0),
    noShowPercent: integer('no_show_percent').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_payment_settings_policy', policyChecks(t)),
    check(
      'shop_payment_settings_cancellation',
      sql`${t.freeCancellationHours} between 0 and 720 and ${t.lateCancelPercent} between 0 and 100 and ${t.noShowPercent} between 0 and 100`,
    ),
  ],
);

/** A service's own payment policy, overriding the shop's (a long colour prepaid, a cut paid at the salon). */
export const servicePaymentPolicies = pgTable(
  'service_payment_policies',
  {
    serviceId: uuid('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    paymentMode: text('payment_mode').notNull(),
    depositKind: text('deposit_kind'),
    depositValue: integer('deposit_value'),
  },
  (t) => [
    index('service_payment_policies_shop_idx').on(t.shopId),
    check('service_payment_policies_policy', policyChecks(t)),
  ],
);

export type ShopPaymentSettingsRow = typeof shopPaymentSettings.$inferSelect;
export type ServicePaymentPolicyRow = typeof servicePaymentPolicies.$inferSelect;
