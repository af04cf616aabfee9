import { sql } from '@salon/db';
import type { Actor } from '@salon/domain';
import { stringify } from 'csv-stringify/sync';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';
import { assertCan } from '../shared/assert-can.ts';
import { safeCsvCast } from '../shared/csv-cells.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { orderBy, type SummaryRow, summaryColumns, toSummary } from './customer-summaries.ts';

const csvColumns = [
  'name',
  'email',
  'phone',
  'birthday',
  'note',
  'visits',
  'no_shows',
  'spend',
  'last_visit',
] as const;

/** Every customer of the shop as CSV, in the list's order, for a spreadsheet or another system. */
export async function exportCustomersCsv(ctx: ServiceContext, actor: Actor, shopId: string): Promise<string> {
  assertCan(actor, 'manage', 'Settings', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const rows = await queryRows<SummaryRow>(
    ctx.db,
    sql`select ${summaryColumns} from customers c left join appointments a on a.customer_id = c.id
         where c.shop_id = ${shopId} group by c.id order by ${orderBy.name}`,
  );
  return stringify(
    rows.map((r) => {
      const s = toSummary(r, shop.timeZone);
      return [
        s.name,
        s.email,
        s.phone,
        s.birthday,
        s.note,
        s.visits,
        s.noShows,
        (s.spend / 100).toFixed(2),
        s.lastVisit,
      ];
    }),
    { header: true, columns: [...csvColumns], cast: safeCsvCast },
  );
}
