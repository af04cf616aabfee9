import { asc, eq, shopAliases } from '@salon/db';
import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toAlias } from './alias-view.ts';

export async function listAliases(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const rows = await ctx.db
    .select()
    .from(shopAliases)
    .where(eq(shopAliases.shopId, shopId))
    .orderBy(asc(shopAliases.alias));
  return { items: rows.map(toAlias), total: rows.length };
}
