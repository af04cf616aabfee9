import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { removeCategory } from '../../repositories/catalog.ts';
import { assertCan } from '../shared/assert-can.ts';

/** Services of the category stay, uncategorised. */
export async function deleteCategory(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  if (!(await removeCategory(ctx.db, shopId, id))) throw new AppError('NotFound', 'No such category');
}
