import { and, asc, count, eq, ilike, isNotNull, lte, or, products, type SQL } from '@salon/db';
import type { Actor, ProductListQuery } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertMayRead } from './can.ts';
import { toProduct } from './product-records.ts';

/** `%`, `_` and `\` typed in a search are meant literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listProducts(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, query }: { shopId: string; query: ProductListQuery },
) {
  assertMayRead(actor, shopId);
  const conditions: (SQL | undefined)[] = [
    eq(products.shopId, shopId),
    eq(products.archived, query.archived ?? false),
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(ilike(products.name, pattern), ilike(products.sku, pattern), ilike(products.barcode, pattern)),
    );
  }
  if (query.lowStock) {
    conditions.push(isNotNull(products.lowStockThreshold), lte(products.stock, products.lowStockThreshold));
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map(toProduct),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
