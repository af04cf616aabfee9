import { and, eq, shopClosures } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';

export async function deleteClosure(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const [row] = await ctx.db
    .delete(shopClosures)
    .where(and(eq(shopClosures.id, id), eq(shopClosures.shopId, shopId)))
    .returning({ id: shopClosures.id });
  if (!row) throw new AppError('NotFound', 'No such closed day');
}
