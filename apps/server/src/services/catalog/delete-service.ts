import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { removeService } from '../../repositories/catalog.ts';
import { assertCan } from '../shared/assert-can.ts';

/** Past appointments keep the service's name and price; they only lose the link. */
export async function deleteService(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  if (!(await removeService(ctx.db, shopId, id))) throw new AppError('NotFound', 'No such service');
}
