import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { users } from './users.ts';

export const stylists = pgTable(
  'stylists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Index into the 22-pair palette. */
    colorIndex: smallint('color_index').notNull(),
    bookableOnline: boolean('bookable_online').notNull().default(true),
    active: boolean('active').notNull().default(true),
    /** The staff login that is this stylist, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stylists_shop_idx').on(t.shopId)],
);

/** Weekly hours as wall-clock minutes in the shop's zone; several rows per weekday for split shifts. */
export const workingHours = pgTable(
  'working_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    /** ISO weekday, 1 = Monday. */
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    index('working_hours_stylist_idx').on(t.stylistId),
    // Availability reads a shop's weekly hours by shop.
    index('working_hours_shop_stylist_idx').on(t.shopId, t.stylistId, t.weekday),
  ],
);

/** Other hours on one date, replacing the weekly ones; no intervals means closed that day. */
export const scheduleOverrides = pgTable(
  'schedule_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    intervals: jsonb('intervals').$type<{ start: number; end: number }[]>().notNull(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('schedule_overrides_stylist_date_key').on(t.stylistId, t.date),
    // Availability reads a shop's overrides for a span of dates.
    index('schedule_overrides_shop_date_idx').on(t.shopId, t.date),
  ],
);

/** Blocked time on the calendar, with the spec's calendar type. */
export const timeOff = pgTable(
  'time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    category: text('category').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_off_stylist_idx').on(t.stylistId, t.startsAt),
    /*
     * Time off may last weeks, so no bound on its start finds what overlaps a window; the range
     * does (btree_gist, migration 0001, lets the shop id share the index).
     */
    index('time_off_shop_range_idx').using(
      'gist',
      t.shopId,
      sql`tstzrange(${t.startsAt}, ${t.endsAt}, '[)')`,
    ),
  ],
);

/** Days the whole shop is closed (public holidays, closures). */
export const shopClosures = pgTable(
  'shop_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('shop_closures_shop_date_key').on(t.shopId, t.date)],
);

export type StylistRow = typeof stylists.$inferSelect;
