import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { changeTimeOff } from '../../repositories/schedule.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findStylist } from '../team/stylist-records.ts';
import { shopZone, type TimeOffInput, toTimeOff } from './time-off-view.ts';

export async function updateTimeOff(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id, input }: { shopId: string; id: string; input: TimeOffInput },
) {
  assertCan(actor, 'update', 'calendar', shopId);
  await findStylist(ctx.db, shopId, input.stylistId);
  const row = await changeTimeOff(ctx.db, shopId, id, {
    stylistId: input.stylistId,
    startsAt: new Date(input.start),
    endsAt: new Date(input.end),
    category: input.category,
    note: input.note ?? null,
  });
  if (!row) throw new AppError('NotFound', 'No such blocked time');
  return toTimeOff(row, await shopZone(ctx, shopId));
}
