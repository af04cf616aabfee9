import { asc, eq, shopClosures } from '@salon/db';
import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';

export async function listClosures(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'calendar', shopId);
  const rows = await ctx.db
    .select()
    .from(shopClosures)
    .where(eq(shopClosures.shopId, shopId))
    .orderBy(asc(shopClosures.date));
  return { items: rows.map(({ id, date, name }) => ({ id, date, name })), total: rows.length };
}
