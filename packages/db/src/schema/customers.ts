import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { users } from './users.ts';

/** A shop's own record of a customer, linked to their account when they have one. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email'),
    /** E.164. */
    phone: text('phone'),
    note: text('note'),
    birthday: date('birthday', { mode: 'string' }),
    /** The language mails to this customer are written in; the booking page's language when they booked. */
    locale: text('locale'),
    /** The customer may turn appointment reminders off. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /**
     * Consent to marketing mails: null never asked, true given, false refused. Birthday greetings
     * need it given; review requests go unless it was refused.
     */
    marketingConsent: boolean('marketing_consent'),
    /** The customer's Stripe Customer in the shop's own Stripe account, made when a card is first kept. */
    stripeCustomerId: text('stripe_customer_id'),
    /** The card kept for no-show fees (a SetupIntent confirmed by the customer), charged only off-session by staff. */
    stripePaymentMethodId: text('stripe_payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The consent text the customer agreed to when the card was kept (its version) and when. */
    cardConsentVersion: text('card_consent_version'),
    cardConsentAt: timestamp('card_consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_shop_user_key').on(t.shopId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('customers_shop_email_key').on(t.shopId, t.email).where(sql`${t.email} is not null`),
    index('customers_shop_name_idx').on(t.shopId, t.name),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
