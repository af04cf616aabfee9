import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subdomain: text('subdomain').notNull(),
    timeZone: text('time_zone').notNull(),
    locale: text('locale').notNull().default('en'),
    /**
     * ISO 3166-1 alpha-2 country ("DE"): customers' local phone numbers are read as this country's.
     * Null for shops made before it existed: the country of the time zone stands in.
     */
    country: text('country'),
    /** Where the salon is, as customers should read it (free text, several lines allowed). */
    address: text('address'),
    /** The salon's phone in international form (+4930…), for customers who call. */
    phone: text('phone'),
    /** The salon's own e-mail address: customers' replies to its mails go there (Reply-To). */
    email: text('email'),
    // Booking rules: what the public booking page allows.
    slotStepMinutes: integer('slot_step_minutes').notNull().default(15),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    maxAdvanceDays: integer('max_advance_days').notNull().default(60),
    /** Until how long before the start a customer may still cancel or reschedule. */
    changeWindowMinutes: integer('change_window_minutes').notNull().default(1440),
    /** Online bookings arrive as pending requests that staff accept or decline. */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    /** Customers may book without an account, with name, e-mail and phone. */
    allowGuests: boolean('allow_guests').notNull().default(true),
    currency: text('currency').notNull().default('EUR'),
    // Legal details printed on receipts and credit notes.
    /** The company receipts are issued by, when it is not the salon's name. */
    legalName: text('legal_name'),
    /** VAT or tax number (e.g. DE123456789). */
    taxId: text('tax_id'),
    /**
     * The salon's standard tax rate in basis points (1900 = 19 %), included in its prices: charged
     * on services and on products without a rate of their own. A new shop gets its country's.
     */
    serviceTaxRateBps: integer('service_tax_rate_bps').notNull().default(0),
    /**
     * Bumped by triggers whenever the menu, the team or their hours change, so a server can keep
     * those in memory and know, from the shop row alone, when its copy is stale.
     */
    scheduleVersion: integer('schedule_version').notNull().default(0),
    /** The booking widget's accent colour (#rrggbb) and logo. */
    brandColor: text('brand_color'),
    /** When the shop published its booking page; before that it takes no online bookings. */
    liveAt: timestamp('live_at', { withTimezone: true }),
    /** A logo's https address the salon typed (older shops); an uploaded logo takes its place. */
    logoUrl: text('logo_url'),
    /**
     * SHA-256 (hex) of the uploaded logo in `shop_logos`, written with it: the logo's address is
     * made from it without reading the image, and changes whenever the image does.
     */
    logoHash: text('logo_hash'),
    // Notifications: reminders before visits, review requests after, birthday greetings.
    reminderHours: integer('reminder_hours').notNull().default(24),
    /** A second, shorter reminder (e.g. 2 hours before); null sends one only. */
    secondReminderHours: integer('second_reminder_hours'),
    /** No reminder goes out between these wall-clock times (HH:MM); it is moved earlier. */
    quietHoursStart: text('quiet_hours_start').notNull().default('21:00'),
    quietHoursEnd: text('quiet_hours_end').notNull().default('08:00'),
    reviewRequestsEnabled: boolean('review_requests_enabled').notNull().default(false),
    reviewRequestHours: integer('review_request_hours').notNull().default(2),
    birthdayGreetingsEnabled: boolean('birthday_greetings_enabled').notNull().default(false),
    // Loyalty points (the domain's LoyaltySettings): off until the shop turns them on.
    loyaltyEnabled: boolean('loyalty_enabled').notNull().default(false),
    /** `perCurrencyUnit` or `perVisit`. */
    loyaltyEarnMode: text('loyalty_earn_mode').notNull().default('perCurrencyUnit'),
    loyaltyPointsPerUnit: integer('loyalty_points_per_unit').notNull().default(1),
    loyaltyPointsPerVisit: integer('loyalty_points_per_visit').notNull().default(10),
    /** `loyalty_redeem_points` points are worth `loyalty_redeem_amount` minor units. */
    loyaltyRedeemPoints: integer('loyalty_redeem_points').notNull().default(100),
    loyaltyRedeemAmount: integer('loyalty_redeem_amount').notNull().default(500),
    loyaltyMinimumRedeemPoints: integer('loyalty_minimum_redeem_points').notNull().default(100),
    loyaltyExpiryMonths: integer('loyalty_expiry_months'),
    // Reviews: the salon's Google listing, offered to every reviewer alike, and the widget's figures.
    /** Google Place ID of the salon; its review link is made from it. */
    googlePlaceId: text('google_place_id'),
    /** A review link the salon pasted instead of a Place ID (https). */
    googleReviewUrl: text('google_review_url'),
    /** The booking page shows the average, count and latest reviews. */
    showReviewsInWidget: boolean('show_reviews_in_widget').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shops_subdomain_key').on(t.subdomain)],
);

/** PostgreSQL's bytea: `pg` reads it as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A shop's uploaded logo, kept in the database so every server serves the same one. Its own
 * table: the shop row is read on nearly every request and must not carry the image.
 */
export const shopLogos = pgTable(
  'shop_logos',
  {
    shopId: uuid('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** `image/png`, `image/jpeg` or `image/webp`, as read from the file's first bytes. */
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    /** SHA-256 (hex) of `content`; `shops.logo_hash` names the same. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_logos_content_type', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`),
  ],
);

export const shopMembers = pgTable(
  'shop_members',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ROLE_SHOP_ADMIN or ROLE_STAFF. */
    role: text('role').notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] }), index('shop_members_user_idx').on(t.userId)],
);

export type ShopRow = typeof shops.$inferSelect;
export type ShopLogoRow = typeof shopLogos.$inferSelect;
export type ShopMemberRow = typeof shopMembers.$inferSelect;
