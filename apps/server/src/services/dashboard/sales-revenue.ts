import { type Executor, sql } from '@salon/db';
import { queryRows } from '../../infra/sql.ts';

/**
 * Revenue from checkout: what sales took for services and products (after discounts and points,
 * deposits included, tips left out as they are the stylists'), less what credit notes gave back
 * of it, per day in the shop's zone. Null while the shop has never checked anything out: its
 * dashboard then keeps counting completed visits' prices.
 */
export async function salesRevenue(
  db: Executor,
  {
    shopId,
    zone,
    start,
    end,
    source,
  }: { shopId: string; zone: string; start: Date; end: Date; source: 'all' | 'online' | 'google' },
): Promise<{ total: number; byDay: Map<string, number> } | null> {
  const [any] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from sales where shop_id = ${shopId}) as found`,
  );
  if (!any?.found) return null;
  // Walk-in sales have no booking source: they count only when every source is shown.
  const bySource =
    source === 'all'
      ? sql``
      : sql`and exists (select 1 from appointments a where a.id = s.appointment_id and a.source = ${source})`;
  const rows = await queryRows<{ day: string; amount: unknown }>(
    db,
    sql`select day, sum(amount) as amount from (
          select (s.created_at at time zone ${zone})::date::text as day, s.lines_total as amount
            from sales s
           where s.shop_id = ${shopId} and s.created_at >= ${start.toISOString()}::timestamptz
             and s.created_at < ${end.toISOString()}::timestamptz ${bySource}
          union all
          select (c.issued_at at time zone ${zone})::date::text, -(c.amount - c.tip_amount)
            from credit_notes c join sales s on s.id = c.sale_id
           where c.shop_id = ${shopId} and c.issued_at >= ${start.toISOString()}::timestamptz
             and c.issued_at < ${end.toISOString()}::timestamptz ${bySource}
        ) movements group by day`,
  );
  const byDay = new Map(rows.map((row) => [row.day, Number(row.amount ?? 0)]));
  return { total: [...byDay.values()].reduce((a, v) => a + v, 0), byDay };
}
