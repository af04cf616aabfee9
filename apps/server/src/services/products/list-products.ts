import type { Actor, ProductListQuery } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { pageOfProducts } from '../../repositories/products.ts';
import { assertMayRead } from './can.ts';
import { toProduct } from './product-records.ts';

export async function listProducts(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, query }: { shopId: string; query: ProductListQuery },
) {
  assertMayRead(actor, shopId);
  const { rows, total } = await pageOfProducts(
    ctx.db,
    { shopId, archived: query.archived ?? false, text: query.q, lowStock: query.lowStock },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { items: rows.map(toProduct), total, page: query.page, pageSize: query.pageSize };
}
