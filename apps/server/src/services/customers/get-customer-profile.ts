import { appointments, eq, sql } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';
import { loadAppointmentViews } from '../booking/appointment-views.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { type SummaryRow, summaryColumns, toSummary } from './customer-summaries.ts';

export async function getCustomerProfile(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'read', 'Customer', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const [row] = await queryRows<SummaryRow>(
    ctx.db,
    sql`select ${summaryColumns} from customers c left join appointments a on a.customer_id = c.id
         where c.shop_id = ${shopId} and c.id = ${id} group by c.id`,
  );
  if (!row) throw new AppError('NotFound', 'No such customer');
  const history = await loadAppointmentViews(ctx.db, shop, eq(appointments.customerId, id));
  return { ...toSummary(row, shop.timeZone), history: history.reverse() };
}
