import type { Executor, ProductRow } from '@salon/db';
import { AppError, type ProductResponse } from '@salon/domain';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../infra/pg-errors.ts';
import { findProduct, productCodesTaken } from '../../repositories/products.ts';
import { findShop } from '../../repositories/shops.ts';

export const isLowStock = (row: Pick<ProductRow, 'stock' | 'lowStockThreshold'>) =>
  row.lowStockThreshold !== null && row.stock <= row.lowStockThreshold;

export const toProduct = (row: ProductRow): ProductResponse => ({
  id: row.id,
  name: row.name,
  sku: row.sku,
  barcode: row.barcode,
  price: { amount: row.priceAmount, currency: row.currency },
  taxRateBps: row.taxRateBps,
  stock: row.stock,
  lowStockThreshold: row.lowStockThreshold,
  lowStock: isLowStock(row),
  archived: row.archived,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The product of this shop; another shop's id is as unknown as a made-up one. */
export async function productRow(db: Executor, shopId: string, id: string): Promise<ProductRow> {
  const row = await findProduct(db, shopId, id);
  if (!row) throw new AppError('NotFound', 'No such product');
  return row;
}

/** Products are priced in the shop's currency: checkout adds them to services in one total. */
export async function assertShopCurrency(db: Executor, shopId: string, currency: string) {
  const shop = await findShop(db, shopId);
  if (!shop) throw new AppError('NotFound', 'No such shop');
  if (shop.currency !== currency) {
    throw new AppError('ValidationError', `Prices of this shop are in ${shop.currency}`, {
      details: [{ path: 'body.price.currency', message: `Must be the shop's currency, ${shop.currency}` }],
    });
  }
}

const codeUsed = (field: 'sku' | 'barcode') =>
  new AppError('ProductCodeUsed', `Another product already has this ${field === 'sku' ? 'SKU' : 'barcode'}`, {
    details: [{ path: `body.${field}`, message: `Another product of this shop already has this ${field}` }],
  });

/** Refuses a SKU or barcode another product of the shop has, naming the field. */
export async function assertCodesFree(
  db: Executor,
  shopId: string,
  codes: { sku?: string | null | undefined; barcode?: string | null | undefined },
  exceptId?: string,
) {
  const clashes = await productCodesTaken(db, shopId, codes, exceptId);
  if (codes.sku && clashes.some((c) => c.sku === codes.sku)) throw codeUsed('sku');
  if (codes.barcode && clashes.some((c) => c.barcode === codes.barcode)) throw codeUsed('barcode');
}

/** Two owners saving the same code at once: the unique index refuses the second, as 409 too. */
export function rethrowCodeClash(err: unknown): never {
  if (pgErrorCode(err) === UNIQUE_VIOLATION) {
    const text = String((err as { constraint?: unknown }).constraint ?? (err as Error).message ?? '');
    throw codeUsed(text.includes('barcode') ? 'barcode' : 'sku');
  }
  throw err;
}
