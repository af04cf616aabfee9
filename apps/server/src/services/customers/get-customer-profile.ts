import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { customerSummary } from '../../repositories/customers.ts';
import { loadAppointmentViews } from '../booking/appointment-views.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { toSummary } from './customer-summaries.ts';

export async function getCustomerProfile(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'read', 'Customer', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const row = await customerSummary(ctx.db, shopId, id);
  if (!row) throw new AppError('NotFound', 'No such customer');
  const history = await loadAppointmentViews(ctx.db, shop, { customerId: id });
  return { ...toSummary(row, shop.timeZone), history: history.reverse() };
}
