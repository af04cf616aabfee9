import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { shopAliases } from './aliases.ts';
import { services } from './catalog.ts';
import { customers } from './customers.ts';
import { shops } from './shops.ts';
import { stylists } from './stylists.ts';
import { users } from './users.ts';

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    label: text('label').notNull().default('NoLabel'),
    customLabel: text('custom_label'),
    source: text('source').notNull(),
    /**
     * The shop's booking link (`/b/:alias`) the booking came through, resolved by the server from
     * what the booking page sent; null for any other way in, or once the link is deleted.
     */
    aliasId: uuid('alias_id').references(() => shopAliases.id, { onDelete: 'set null' }),
    /** True when the customer chose "Anyone" rather than a stylist. */
    anyStylist: boolean('any_stylist').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note'),
    /**
     * What a guest typed when booking, kept on the visit: a guest booking never rewrites the
     * stored customer found by its e-mail, so staff see here when the two differ.
     */
    guestName: text('guest_name'),
    /** Lower-cased. */
    guestEmail: text('guest_email'),
    /** E.164. */
    guestPhone: text('guest_phone'),
    /** Price snapshot at booking, minor units. */
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull(),
    depositAmount: integer('deposit_amount'),
    /** SHA-256 of the customer's secret manage link token. */
    manageTokenHash: text('manage_token_hash').unique(),
    /**
     * The iCalendar SEQUENCE of the visit: raised by every change of its time, stylist or status,
     * so a customer's calendar takes a later file (a move, a cancellation) over an earlier one.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_shop_start_idx').on(t.shopId, t.startsAt),
    index('appointments_customer_idx').on(t.customerId),
    index('appointments_alias_idx').on(t.aliasId),
  ],
);

/**
 * One service of a visit, done by one stylist. `occupied_*` include the buffers; an exclusion
 * constraint (migration 0003) forbids two active items of one stylist whose occupied ranges overlap.
 */
export const appointmentItems = pgTable(
  'appointment_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    occupiedStart: timestamp('occupied_start', { withTimezone: true }).notNull(),
    occupiedEnd: timestamp('occupied_end', { withTimezone: true }).notNull(),
    priceAmount: integer('price_amount').notNull(),
    /** Mirrors the appointment's status being one that holds the time (pending, confirmed, completed). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('appointment_items_appointment_idx').on(t.appointmentId),
    index('appointment_items_shop_start_idx').on(t.shopId, t.occupiedStart),
  ],
);

/** Every change to an appointment: who, when, what. */
export const appointmentHistory = pgTable(
  'appointment_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `staff`, `customer` or `system`. */
    actorKind: text('actor_kind').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes'),
  },
  (t) => [index('appointment_history_appointment_idx').on(t.appointmentId, t.at)],
);

/** Remembered answers of writes sent with an Idempotency-Key, so a retry creates nothing new. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentItemRow = typeof appointmentItems.$inferSelect;
