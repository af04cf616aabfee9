import { and, eq, shopAliases } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';

export async function deleteAlias(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const [row] = await ctx.db
    .delete(shopAliases)
    .where(and(eq(shopAliases.id, id), eq(shopAliases.shopId, shopId)))
    .returning({ id: shopAliases.id });
  if (!row) throw new AppError('NotFound', 'No such link');
}
