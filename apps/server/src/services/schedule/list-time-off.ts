import { and, asc, eq, gt, inArray, lt, timeOff } from '@salon/db';
import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
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
  const rows = await ctx.db
    .select()
    .from(timeOff)
    .where(
      and(
        eq(timeOff.shopId, shopId),
        lt(timeOff.startsAt, end),
        gt(timeOff.endsAt, start),
        query.stylistId ? eq(timeOff.stylistId, query.stylistId) : undefined,
        query.categories?.length ? inArray(timeOff.category, query.categories) : undefined,
      ),
    )
    .orderBy(asc(timeOff.startsAt));
  return { items: rows.map((r) => toTimeOff(r, zone)), total: rows.length };
}
