import { sql } from '@salon/db';
import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { containsPattern, queryRows } from '../../infra/sql.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { orderBy, type SummaryRow, summaryColumns, toSummary } from './customer-summaries.ts';

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
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = pattern
    ? sql`c.shop_id = ${shopId} and (c.name ilike ${pattern} or c.email ilike ${pattern} or c.phone ilike ${pattern})`
    : sql`c.shop_id = ${shopId}`;
  const [total] = await queryRows<{ n: unknown }>(
    ctx.db,
    sql`select count(*) as n from customers c where ${where}`,
  );
  const rows = await queryRows<SummaryRow>(
    ctx.db,
    sql`select ${summaryColumns} from customers c left join appointments a on a.customer_id = c.id
         where ${where} group by c.id
         order by ${orderBy[query.sort] ?? orderBy.name}
         limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return { items: rows.map((r) => toSummary(r, shop.timeZone)), total: Number(total?.n ?? 0) };
}
