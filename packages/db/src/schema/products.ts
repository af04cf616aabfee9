import { sql } from 'drizzle-orm';
import {
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
import { shops } from './shops.ts';
import { users } from './users.ts';

/**
 * A retail product the salon sells (shampoo, wax). `stock` is never written directly: every
 * change is a `stock_movements` row written in the same transaction, so the history explains the
 * number. The CHECK makes a negative stock impossible even when two sales race for the last one.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku'),
    barcode: text('barcode'),
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull(),
    /** Its own tax rate in basis points (1900 is 19.00 %); null sells it at the shop's standard rate. */
    taxRateBps: integer('tax_rate_bps'),
    stock: integer('stock').notNull().default(0),
    /** At or below this the product is listed as low on stock; null never warns. */
    lowStockThreshold: integer('low_stock_threshold'),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_shop_sku_key').on(t.shopId, t.sku).where(sql`${t.sku} is not null`),
    uniqueIndex('products_shop_barcode_key').on(t.shopId, t.barcode).where(sql`${t.barcode} is not null`),
    index('products_shop_name_idx').on(t.shopId, t.name),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_not_negative', sql`${t.priceAmount} >= 0`),
    check('products_tax_rate_range', sql`${t.taxRateBps} between 0 and 10000`),
    check('products_low_stock_not_negative', sql`${t.lowStockThreshold} >= 0`),
  ],
);

/** One change of a product's stock: what, by how much, why and by whom. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** received | adjusted | sold | returned */
    kind: text('kind').notNull(),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The stock after this movement, so the history reads without adding up. */
    stockAfter: integer('stock_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_created_idx').on(t.productId, t.createdAt),
    check('stock_movements_kind', sql`${t.kind} in ('received', 'adjusted', 'sold', 'returned')`),
    check('stock_movements_delta_not_zero', sql`${t.delta} <> 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
