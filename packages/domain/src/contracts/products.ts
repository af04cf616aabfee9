import { z } from 'zod';
import { NAME_MAX } from '../text-limits.ts';
import { money } from './scalars.ts';
import { line, lines } from './text.ts';

/**
 * Retail products and their stock. A tax rate is in basis points, an integer: 1900 is 19.00 %,
 * 550 is 5.50 % (two decimals, no floating point anywhere a receipt adds it up).
 */
export const taxRateBps = z.number().int().min(0).max(10_000);

/** Stock counts are whole pieces. */
const pieces = z.number().int().min(0).max(1_000_000);

/** A code a person types or scans; empty means none. */
const code = line()
  .trim()
  .max(64)
  .transform((value) => (value === '' ? null : value))
  .nullish();

// Fields once, without defaults, so a PATCH changes only what it names.
const productFields = z.object({
  name: line().trim().min(1).max(NAME_MAX),
  sku: code,
  barcode: code,
  /** In the shop's currency; another currency is refused. */
  price: money,
  /** Its own rate, where it differs from the shop's standard one; null sells it at the shop's. */
  taxRateBps: taxRateBps.nullable(),
  lowStockThreshold: pieces.nullish(),
});
export const productRequest = productFields.extend({
  taxRateBps: taxRateBps.nullable().default(null),
  /** The stock the product starts with, recorded as a first `received` movement. */
  initialStock: pieces.default(0),
});
export const productUpdateRequest = productFields.partial();
export const productArchiveRequest = z.object({ archived: z.boolean() });

export const productResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  price: money,
  /** Its own rate; null: the shop's standard rate (`serviceTaxRateBps` of the shop) at the time of sale. */
  taxRateBps: z.number().int().nullable(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int().nullable(),
  /** Stock at or below the threshold. */
  lowStock: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true')
  .optional();

export const productListQuery = z.object({
  /** Part of the name, SKU or barcode. */
  q: line().trim().max(120).optional(),
  lowStock: flag,
  /** Archived products are left out unless asked for. */
  archived: flag,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const productListResponse = z.object({
  items: z.array(productResponse),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const stockMovementKinds = ['received', 'adjusted', 'sold', 'returned'] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

const reason = lines().trim().max(500);

/**
 * What staff record by hand: goods received, or a correction after counting (to the counted
 * number, or by a difference). Sales and returns come from checkout, never from here.
 */
export const stockChangeRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('received'),
    quantity: z.number().int().min(1).max(1_000_000),
    reason: reason.optional(),
  }),
  z.object({
    kind: z.literal('adjusted'),
    /** The number counted on the shelf: the movement is the difference. */
    countedStock: pieces,
    reason: reason.min(1, { message: 'Say why the stock is corrected' }),
  }),
]);

export const stockMovementResponse = z.object({
  id: z.uuid(),
  kind: z.enum(stockMovementKinds),
  delta: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export const stockMovementListResponse = z.object({
  items: z.array(stockMovementResponse),
  total: z.number().int(),
});
export const stockChangeResponse = z.object({
  product: productResponse,
  movement: stockMovementResponse.nullable(),
});

export type ProductRequest = z.output<typeof productRequest>;
export type ProductUpdateRequest = z.output<typeof productUpdateRequest>;
export type ProductResponse = z.output<typeof productResponse>;
export type ProductListQuery = z.output<typeof productListQuery>;
export type StockChangeRequest = z.output<typeof stockChangeRequest>;
export type StockMovementResponse = z.output<typeof stockMovementResponse>;
