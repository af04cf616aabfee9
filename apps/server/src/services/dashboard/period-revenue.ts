import { type Executor, sql } from '@salon/db';
import { queryRows } from '../../infra/sql.ts';

/**
 * A period's revenue, per day in the shop's zone, each visit counted once: what sales took for
 * services and products (after discounts and points, deposits included, tips left out as they are
 * the stylists'), less what credit notes gave back of it, on the day of the sale or the refund;
 * and the booked price of every completed visit that was never checked out, on the day of the
 * visit. A salon that checks out some visits and only marks others completed sees both.
 */
export async function periodRevenue(
  db: Executor,
  {
    shopId,
    zone,
    start,
    end,
    source,
  }: { shopId: string; zone: string; start: Date; end: Date; source: 'all' | 'online' | 'google' },
): Promise<{ total: number; byDay: Map<string, number> }> {
  const from = sql`${start.toISOString()}::timestamptz`;
  const to = sql`${end.toISOString()}::timestamptz`;
  // Walk-in sales have no booking source: they count only when every source is shown.
  const saleSource =
    source === 'all'
      ? sql``
      : sql`and exists (select 1 from appointments a where a.id = s.appointment_id and a.source = ${source})`;
  const visitSource = source === 'all' ? sql`` : sql`and a.source = ${source}`;
  const rows = await queryRows<{ day: string; amount: unknown }>(
    db,
    sql`select day, sum(amount) as amount from (
          select (s.created_at at time zone ${zone})::date::text as day, s.lines_total as amount
            from sales s
           where s.shop_id = ${shopId} and s.created_at >= ${from} and s.created_at < ${to} ${saleSource}
          union all
          select (c.issued_at at time zone ${zone})::date::text, -(c.amount - c.tip_amount)
            from credit_notes c join sales s on s.id = c.sale_id
           where c.shop_id = ${shopId} and c.issued_at >= ${from} and c.issued_at < ${to} ${saleSource}
          union all
          select (a.starts_at at time zone ${zone})::date::text, a.price_amount
            from appointments a
           where a.shop_id = ${shopId} and a.status = 'completed'
             and a.starts_at >= ${from} and a.starts_at < ${to} ${visitSource}
             and not exists (select 1 from sales s where s.appointment_id = a.id)
        ) movements group by day`,
  );
  const byDay = new Map(rows.map((row) => [row.day, Number(row.amount ?? 0)]));
  return { total: [...byDay.values()].reduce((a, v) => a + v, 0), byDay };
}
