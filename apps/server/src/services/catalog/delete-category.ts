import { and, eq, serviceCategories } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';

/** Services of the category stay, uncategorised. */
export async function deleteCategory(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const [row] = await ctx.db
    .delete(serviceCategories)
    .where(and(eq(serviceCategories.id, id), eq(serviceCategories.shopId, shopId)))
    .returning({ id: serviceCategories.id });
  if (!row) throw new AppError('NotFound', 'No such category');
}
