import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointmentItems, appointments } from './appointments.ts';
import { services } from './catalog.ts';
import { customers } from './customers.ts';
import { products } from './products.ts';
import { shops } from './shops.ts';
import { stylists } from './stylists.ts';
import { users } from './users.ts';

/** One tax rate's share of a document, as printed: gross (tax included) = net + tax. */
export interface TaxBreakdownEntry {
  rateBps: number;
  gross: number;
  net: number;
  tax: number;
}

/** The seller as printed on a receipt or credit note, kept as it was when the document was issued. */
export interface IssuerSnapshot {
  name: string;
  legalName: string | null;
  address: string | null;
  phone: string | null;
  taxId: string | null;
}

/**
 * A checkout: a visit paid (appointment set) or a walk-in sale. Amounts are minor units of
 * `currency`, tax included. Its money is `payment_transactions` rows with its `sale_id`; its
 * totals are fixed at checkout, and only `refunded_amount` and `status` move afterwards, each
 * refund being a credit note.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Who checked out. */
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    /** `completed`, `partially_refunded` or `refunded`. */
    status: text('status').notNull().default('completed'),
    subtotal: integer('subtotal').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    discountReason: text('discount_reason'),
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    loyaltyAmount: integer('loyalty_amount').notNull().default(0),
    linesTotal: integer('lines_total').notNull(),
    tipTotal: integer('tip_total').notNull().default(0),
    total: integer('total').notNull(),
    taxTotal: integer('tax_total').notNull(),
    taxBreakdown: jsonb('tax_breakdown').$type<TaxBreakdownEntry[]>().notNull(),
    depositAmount: integer('deposit_amount').notNull().default(0),
    amountDue: integer('amount_due').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_shop_created_idx').on(t.shopId, t.createdAt),
    // A visit is checked out once; a second checkout races into this and is refused.
    uniqueIndex('sales_appointment_key').on(t.appointmentId).where(sql`${t.appointmentId} is not null`),
    check('sales_status', sql`${t.status} in ('completed', 'partially_refunded', 'refunded')`),
    check(
      'sales_amounts',
      sql`${t.subtotal} >= 0 and ${t.discountAmount} >= 0 and ${t.loyaltyAmount} >= 0 and ${t.linesTotal} >= 0
          and ${t.tipTotal} >= 0 and ${t.depositAmount} >= 0 and ${t.amountDue} >= 0
          and ${t.linesTotal} = ${t.subtotal} - ${t.discountAmount} - ${t.loyaltyAmount}
          and ${t.total} = ${t.linesTotal} + ${t.tipTotal}
          and ${t.amountDue} = ${t.total} - ${t.depositAmount}`,
    ),
    check('sales_refunded_range', sql`${t.refundedAmount} between 0 and ${t.total}`),
  ],
);

/** A service or product of a sale, with its share of the discount and its tax rate. */
export const saleLines = pgTable(
  'sale_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** `service` or `product`. */
    kind: text('kind').notNull(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    appointmentItemId: uuid('appointment_item_id').references(() => appointmentItems.id, {
      onDelete: 'set null',
    }),
    stylistId: uuid('stylist_id').references(() => stylists.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    listUnitPrice: integer('list_unit_price').notNull(),
    unitPrice: integer('unit_price').notNull(),
    priceReason: text('price_reason'),
    grossAmount: integer('gross_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    taxRateBps: integer('tax_rate_bps').notNull(),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
  },
  (t) => [
    index('sale_lines_sale_idx').on(t.saleId, t.position),
    check('sale_lines_kind', sql`${t.kind} in ('service', 'product')`),
    check(
      'sale_lines_quantity',
      sql`${t.quantity} > 0 and ${t.refundedQuantity} between 0 and ${t.quantity}`,
    ),
    check(
      'sale_lines_amounts',
      sql`${t.grossAmount} = ${t.quantity} * ${t.unitPrice} and ${t.totalAmount} = ${t.grossAmount} - ${t.discountAmount}
          and ${t.totalAmount} >= 0 and ${t.refundedAmount} between 0 and ${t.totalAmount}`,
    ),
    check('sale_lines_tax_rate', sql`${t.taxRateBps} between 0 and 10000`),
  ],
);

/** A tip for one stylist: no tax, no discount. */
export const saleTips = pgTable(
  'sale_tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
  },
  (t) => [
    uniqueIndex('sale_tips_sale_stylist_key').on(t.saleId, t.stylistId),
    check('sale_tips_amounts', sql`${t.amount} > 0 and ${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

/**
 * A shop's last number of each series (`receipt`, `credit_note`). Taken with one
 * `insert … on conflict do update … returning` in the transaction of the document: the row stays
 * locked until commit, so numbers are issued in order, and a rolled-back checkout gives its number
 * back. A sequence would not: it leaves gaps, which tax rules for receipts do not allow.
 */
export const shopDocumentCounters = pgTable(
  'shop_document_counters',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    series: text('series').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.series] }),
    check('shop_document_counters_series', sql`${t.series} in ('receipt', 'credit_note')`),
  ],
);

/** The numbered receipt of a sale, issued with it; never changed (a refund is a credit note). */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    issuer: jsonb('issuer').$type<IssuerSnapshot>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_shop_number_key').on(t.shopId, t.number),
    uniqueIndex('receipts_sale_key').on(t.saleId),
  ],
);

/** A refund's document: its own numbered series, pointing at the receipt it corrects. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    amount: integer('amount').notNull(),
    tipAmount: integer('tip_amount').notNull().default(0),
    taxTotal: integer('tax_total').notNull(),
    taxBreakdown: jsonb('tax_breakdown').$type<TaxBreakdownEntry[]>().notNull(),
    reason: text('reason').notNull(),
    issuer: jsonb('issuer').$type<IssuerSnapshot>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_shop_number_key').on(t.shopId, t.number),
    index('credit_notes_sale_idx').on(t.saleId),
    index('credit_notes_shop_issued_idx').on(t.shopId, t.issuedAt),
    check('credit_notes_amount', sql`${t.amount} > 0 and ${t.tipAmount} between 0 and ${t.amount}`),
  ],
);

/** What a credit note gives back of one sale line. */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditNoteId: uuid('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    saleLineId: uuid('sale_line_id')
      .notNull()
      .references(() => saleLines.id, { onDelete: 'cascade' }),
    /** Pieces returned (0 for an amount refund that returns nothing). */
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    taxRateBps: integer('tax_rate_bps').notNull(),
  },
  (t) => [
    index('credit_note_lines_note_idx').on(t.creditNoteId),
    check('credit_note_lines_amounts', sql`${t.quantity} >= 0 and ${t.amount} >= 0`),
  ],
);

export type SaleRow = typeof sales.$inferSelect;
export type SaleLineRow = typeof saleLines.$inferSelect;
export type SaleTipRow = typeof saleTips.$inferSelect;
export type ReceiptRow = typeof receipts.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type CreditNoteLineRow = typeof creditNoteLines.$inferSelect;
