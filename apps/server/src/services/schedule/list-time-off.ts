import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { timeOffOfShop } from '../../repositories/schedule.ts';
import { assertCan } from '../shared/assert-can.ts';
import { dayRangeInZone } from '../shared/zone-days.ts';
import { shopZone, toTimeOff } from './time-off-view.ts';

export async function listTimeOff(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    query,
  }: {
    shopId: string;
    query: { from: string; to: string; stylistId?: string | undefined; categories?: string[] | undefined };
  },
) {
  assertCan(actor, 'read', 'calendar', shopId);
  const zone = await shopZone(ctx, shopId);
  const { start, end } = dayRangeInZone(zone, query.from, query.to);
  const rows = await timeOffOfShop(ctx.db, {
    shopId,
    start,
    end,
    stylistId: query.stylistId,
    categories: query.categories,
  });
  return { items: rows.map((r) => toTimeOff(r, zone)), total: rows.length };
}
