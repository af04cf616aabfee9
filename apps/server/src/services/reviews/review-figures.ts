import { type Executor, sql } from '@salon/db';
import { queryRows } from '../../infra/sql.ts';

const average = (value: string | number | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** Count and average rating of a shop's reviews; `visibleOnly` leaves out the hidden ones. */
export async function ratingSummary(db: Executor, shopId: string, { visibleOnly }: { visibleOnly: boolean }) {
  const [row] = await queryRows<{ count: number; average: string | null }>(
    db,
    sql`select count(*)::int as count, avg(rating)::numeric(4,2)::text as average
        from reviews where shop_id = ${shopId} ${visibleOnly ? sql`and not hidden` : sql``}`,
  );
  return { count: row?.count ?? 0, average: average(row?.average ?? null) };
}

/** Count and average per stylist of the visits reviewed, hidden reviews included (the salon's own figures). */
export async function ratingsByStylist(db: Executor, shopId: string) {
  const rows = await queryRows<{ stylist_id: string; name: string; count: number; average: string }>(
    db,
    sql`select s.id as stylist_id, s.name, count(*)::int as count, avg(r.rating)::numeric(4,2)::text as average
        from reviews r cross join lateral unnest(r.stylist_ids) as v(stylist_id)
        join stylists s on s.id = v.stylist_id and s.shop_id = r.shop_id
        where r.shop_id = ${shopId}
        group by s.id, s.name order by s.name`,
  );
  return rows.map((r) => ({
    stylistId: r.stylist_id,
    name: r.name,
    count: r.count,
    average: average(r.average),
  }));
}
