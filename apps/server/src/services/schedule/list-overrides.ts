import { and, asc, eq, gte, lte, scheduleOverrides } from '@salon/db';
import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findStylist } from '../team/stylist-records.ts';
import { toOverride } from './override-view.ts';

export async function listOverrides(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, stylistId, range }: { shopId: string; stylistId: string; range: { from: string; to: string } },
) {
  assertCan(actor, 'read', 'calendar', shopId);
  await findStylist(ctx.db, shopId, stylistId);
  const rows = await ctx.db
    .select()
    .from(scheduleOverrides)
    .where(
      and(
        eq(scheduleOverrides.stylistId, stylistId),
        gte(scheduleOverrides.date, range.from),
        lte(scheduleOverrides.date, range.to),
      ),
    )
    .orderBy(asc(scheduleOverrides.date));
  return { items: rows.map(toOverride), total: rows.length };
}
