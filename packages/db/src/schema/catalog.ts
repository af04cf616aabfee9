import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { stylists } from './stylists.ts';

export const serviceCategories = pgTable(
  'service_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_categories_shop_idx').on(t.shopId)],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => serviceCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    durationMinutes: integer('duration_minutes').notNull(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    /** Minor units of `currency`. */
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull(),
    bookableOnline: boolean('bookable_online').notNull().default(true),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('services_shop_idx').on(t.shopId)],
);

/** Who performs a service, optionally with their own duration or price. */
export const serviceStylists = pgTable(
  'service_stylists',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    durationMinutes: integer('duration_minutes'),
    priceAmount: integer('price_amount'),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.stylistId] }),
    index('service_stylists_stylist_idx').on(t.stylistId),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
export type ServiceCategoryRow = typeof serviceCategories.$inferSelect;
