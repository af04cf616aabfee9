import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { removeClosure } from '../../repositories/schedule.ts';
import { assertCan } from '../shared/assert-can.ts';

export async function deleteClosure(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  if (!(await removeClosure(ctx.db, shopId, id))) throw new AppError('NotFound', 'No such closed day');
}
