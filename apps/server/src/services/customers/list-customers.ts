import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { pageOfCustomerSummaries } from '../../repositories/customers.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { toSummary } from './customer-summaries.ts';

/** The shop's customers with visits, no-shows, spend and last visit, computed by the database. */
export async function listCustomers(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    query,
  }: { shopId: string; query: { q?: string | undefined; sort: string; page: number; pageSize: number } },
) {
  assertCan(actor, 'read', 'Customer', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const { rows, total } = await pageOfCustomerSummaries(
    ctx.db,
    { shopId, text: query.q },
    { sort: query.sort, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { items: rows.map((r) => toSummary(r, shop.timeZone)), total };
}
