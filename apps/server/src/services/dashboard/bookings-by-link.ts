import { type Executor, sql } from '@salon/db';
import type { DashboardResponse } from '@salon/domain';
import { queryRows } from '../../infra/sql.ts';

/**
 * Bookings of a period per booking link of the shop (every link, also those that brought none),
 * so the salon sees which flyer, profile or page brings customers. Declined requests do not count,
 * as in the other booking figures.
 */
export async function bookingsByLink(
  db: Executor,
  {
    shopId,
    start,
    end,
    source,
  }: { shopId: string; start: Date; end: Date; source: 'all' | 'online' | 'google' },
): Promise<DashboardResponse['period']['byLink']> {
  const bySource = source === 'all' ? sql`` : sql`and a.source = ${source}`;
  const rows = await queryRows<{ id: string; alias: string; kind: string; bookings: unknown }>(
    db,
    sql`select l.id, l.alias, l.kind, count(a.id) as bookings
          from shop_aliases l
          left join appointments a
            on a.alias_id = l.id and a.shop_id = ${shopId} and a.status <> 'declined'
           and a.starts_at >= ${start.toISOString()}::timestamptz and a.starts_at < ${end.toISOString()}::timestamptz
           ${bySource}
         where l.shop_id = ${shopId}
         group by l.id, l.alias, l.kind
         order by count(a.id) desc, l.alias`,
  );
  return rows.map((row) => ({
    id: row.id,
    alias: row.alias,
    kind: row.kind === 'google' ? 'google' : 'own',
    bookings: Number(row.bookings ?? 0),
  }));
}
