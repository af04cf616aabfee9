import { and, eq, timeOff } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';

export async function deleteTimeOff(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'update', 'calendar', shopId);
  const [row] = await ctx.db
    .delete(timeOff)
    .where(and(eq(timeOff.id, id), eq(timeOff.shopId, shopId)))
    .returning({ id: timeOff.id });
  if (!row) throw new AppError('NotFound', 'No such blocked time');
}
