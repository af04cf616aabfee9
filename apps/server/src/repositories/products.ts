import {
  and,
  asc,
  count,
  desc,
  type Executor,
  eq,
  ilike,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  type ProductRow,
  products,
  type SQL,
  type StockMovementRow,
  sql,
  stockMovements,
  type Tx,
  users,
} from '@salon/db';
import { containsPattern } from '../infra/sql.ts';

/** What a new product is stored with; its stock starts at zero and moves through movements. */
export type NewProduct = Pick<
  typeof products.$inferInsert,
  'shopId' | 'name' | 'sku' | 'barcode' | 'priceAmount' | 'currency' | 'taxRateBps' | 'lowStockThreshold'
>;

/** What a change may set; the stock is not among it (see `addToStock`). */
export type ProductChanges = Partial<
  Pick<
    typeof products.$inferInsert,
    'name' | 'sku' | 'barcode' | 'priceAmount' | 'currency' | 'taxRateBps' | 'lowStockThreshold'
  >
>;

const ofShop = (shopId: string, id: string) => and(eq(products.id, id), eq(products.shopId, shopId));

/** The product of this shop, or undefined: another shop's id finds nothing. */
export async function findProduct(db: Executor, shopId: string, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(ofShop(shopId, id));
  return row;
}

/** The product's count, its row locked until the transaction ends. */
export async function lockProductStock(tx: Tx, shopId: string, id: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(ofShop(shopId, id))
    .for('update');
  return row?.stock;
}

/** One page of a shop's products by name, and how many match in all. */
export async function pageOfProducts(
  db: Executor,
  filter: { shopId: string; archived: boolean; text?: string | undefined; lowStock?: boolean | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(products.shopId, filter.shopId),
    eq(products.archived, filter.archived),
  ];
  if (filter.text) {
    const pattern = containsPattern(filter.text);
    conditions.push(
      or(ilike(products.name, pattern), ilike(products.sku, pattern), ilike(products.barcode, pattern)),
    );
  }
  if (filter.lowStock) {
    conditions.push(isNotNull(products.lowStockThreshold), lte(products.stock, products.lowStockThreshold));
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The codes other products of the shop already carry, of those asked about. */
export async function productCodesTaken(
  db: Executor,
  shopId: string,
  codes: { sku?: string | null | undefined; barcode?: string | null | undefined },
  exceptId?: string,
): Promise<{ sku: string | null; barcode: string | null }[]> {
  const conditions = [
    codes.sku ? eq(products.sku, codes.sku) : undefined,
    codes.barcode ? eq(products.barcode, codes.barcode) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  return db
    .select({ sku: products.sku, barcode: products.barcode })
    .from(products)
    .where(
      and(eq(products.shopId, shopId), or(...conditions), exceptId ? ne(products.id, exceptId) : undefined),
    );
}

export async function insertProduct(tx: Tx, values: NewProduct): Promise<string> {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id });
  return (row as { id: string }).id;
}

/** Changes the product; undefined when the shop has no such product. */
export async function changeProduct(
  db: Executor,
  shopId: string,
  id: string,
  changes: ProductChanges & { archived?: boolean },
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ofShop(shopId, id))
    .returning();
  return row;
}

/**
 * Adds `delta` to the count in one statement, so concurrent sales each see the other's result;
 * undefined, changing nothing, when the product is missing or the count would go below zero.
 */
export async function addToStock(
  tx: Tx,
  { shopId, productId, delta }: { shopId: string; productId: string; delta: number },
): Promise<ProductRow | undefined> {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: sql`now()` })
    .where(and(ofShop(shopId, productId), sql`${products.stock} + ${delta} >= 0`))
    .returning();
  return row;
}

export async function insertStockMovement(
  tx: Tx,
  values: Pick<
    typeof stockMovements.$inferInsert,
    'shopId' | 'productId' | 'delta' | 'kind' | 'reason' | 'actorId' | 'stockAfter'
  >,
): Promise<StockMovementRow> {
  // The clock, not the transaction's start: movements of one sale keep their order.
  const [row] = await tx
    .insert(stockMovements)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('stock movement not written');
  return row;
}

/** The product's latest movements with who made them, newest first, and how many there are. */
export async function latestStockMovements(
  db: Executor,
  { shopId, productId, limit }: { shopId: string; productId: string; limit: number },
): Promise<{ rows: { movement: StockMovementRow; actorName: string | null }[]; total: number }> {
  const where = and(eq(stockMovements.productId, productId), eq(stockMovements.shopId, shopId));
  const [rows, totals] = await Promise.all([
    db
      .select({ movement: stockMovements, actorName: users.name })
      .from(stockMovements)
      .leftJoin(users, eq(users.id, stockMovements.actorId))
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(limit),
    db.select({ total: count() }).from(stockMovements).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Of these product ids, the shop's products, archived ones too. */
export function shopProductsByIds(db: Executor, shopId: string, ids: string[]): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, ids)));
}
