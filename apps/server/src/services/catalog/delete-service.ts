import { and, eq, services } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';

/** Past appointments keep the service's name and price; they only lose the link. */
export async function deleteService(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const [row] = await ctx.db
    .delete(services)
    .where(and(eq(services.id, id), eq(services.shopId, shopId)))
    .returning({ id: services.id });
  if (!row) throw new AppError('NotFound', 'No such service');
}
