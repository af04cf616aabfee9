import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { categoriesOfShop } from '../../repositories/catalog.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toCategory } from './category-view.ts';

export async function listCategories(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'calendar', shopId);
  const rows = await categoriesOfShop(ctx.db, shopId);
  return { items: rows.map(toCategory), total: rows.length };
}
