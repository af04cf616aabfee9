import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { services } from './catalog.ts';
import { customers } from './customers.ts';
import { creditNotes, sales } from './sales.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

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
    /** The widget asks for a card (with the customer's consent) so a no-show fee can be charged later. */
    cardOnFileRequired: boolean('card_on_file_required').notNull().default(false),
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

/**
 * Every movement of money, one row each: a charge (deposit, prepayment, checkout payment by any
 * method), a refund, or a fee (late cancellation, no-show). Rows are never edited except for a
 * pending Stripe charge becoming succeeded or failed; a correction is a new row. The unique
 * indexes on the Stripe ids make a webhook delivered twice write nothing new.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The checkout (sale) this money belongs to, once a visit or walk-in is checked out. */
    saleId: uuid('sale_id').references(() => sales.id),
    /** For a refund of a sale: the credit note that documents it. */
    creditNoteId: uuid('credit_note_id').references(() => creditNotes.id),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** `charge`, `refund` or `fee`. */
    kind: text('kind').notNull(),
    /** `online` (Stripe in the widget), `card_on_file`, `cash` or `card_terminal`. */
    method: text('method').notNull(),
    /** `pending` until Stripe says otherwise; cash and terminal rows are written `succeeded`. */
    status: text('status').notNull().default('succeeded'),
    /** Always positive, minor units; `kind` says which way it went. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    stripeRefundId: text('stripe_refund_id'),
    /** For a refund: the charge or fee it gives money back from. */
    refundOf: uuid('refund_of').references((): AnyPgColumn => paymentTransactions.id, {
      onDelete: 'restrict',
    }),
    reason: text('reason'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_transactions_shop_created_idx').on(t.shopId, t.createdAt),
    index('payment_transactions_appointment_idx').on(t.appointmentId),
    index('payment_transactions_sale_idx').on(t.saleId),
    uniqueIndex('payment_transactions_intent_key')
      .on(t.stripePaymentIntentId)
      .where(sql`${t.stripePaymentIntentId} is not null and ${t.kind} in ('charge', 'fee')`),
    uniqueIndex('payment_transactions_refund_key')
      .on(t.stripeRefundId)
      .where(sql`${t.stripeRefundId} is not null`),
    check('payment_transactions_kind', sql`${t.kind} in ('charge', 'refund', 'fee')`),
    check(
      'payment_transactions_method',
      sql`${t.method} in ('online', 'card_on_file', 'cash', 'card_terminal')`,
    ),
    check('payment_transactions_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('payment_transactions_amount_positive', sql`${t.amount} > 0`),
    check('payment_transactions_refund_links', sql`(${t.kind} = 'refund') = (${t.refundOf} is not null)`),
  ],
);

/** Stripe events already handled, by Stripe's event id: a replayed or redelivered event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  eventId: text('event_id').primaryKey(),
  shopId: uuid('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;
export type ShopPaymentSettingsRow = typeof shopPaymentSettings.$inferSelect;
export type ServicePaymentPolicyRow = typeof servicePaymentPolicies.$inferSelect;
