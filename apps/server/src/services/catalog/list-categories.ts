import { asc, eq, serviceCategories } from '@salon/db';
import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toCategory } from './category-view.ts';

export async function listCategories(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'calendar', shopId);
  const rows = await ctx.db
    .select()
    .from(serviceCategories)
    .where(eq(serviceCategories.shopId, shopId))
    .orderBy(asc(serviceCategories.displayOrder), asc(serviceCategories.name));
  return { items: rows.map(toCategory), total: rows.length };
}
