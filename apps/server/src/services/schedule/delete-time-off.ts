import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { removeTimeOff } from '../../repositories/schedule.ts';
import { assertCan } from '../shared/assert-can.ts';

export async function deleteTimeOff(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'update', 'calendar', shopId);
  if (!(await removeTimeOff(ctx.db, shopId, id))) throw new AppError('NotFound', 'No such blocked time');
}
