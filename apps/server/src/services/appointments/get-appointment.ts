import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { appointmentView, historyOf } from '../booking/appointment-views.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';

export async function getAppointment(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'read', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const view = await appointmentView(ctx.db, shop, id);
  return { ...view, history: await historyOf(ctx.db, shop, id) };
}
