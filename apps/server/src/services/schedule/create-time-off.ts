import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { insertTimeOff, type TimeOffRow } from '../../repositories/schedule.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findStylist } from '../team/stylist-records.ts';
import { shopZone, type TimeOffInput, toTimeOff } from './time-off-view.ts';

/** Staff who may change the calendar may block their time; blocked time never cancels appointments. */
export async function createTimeOff(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: TimeOffInput },
) {
  assertCan(actor, 'update', 'calendar', shopId);
  await findStylist(ctx.db, shopId, input.stylistId);
  const row = await insertTimeOff(ctx.db, {
    shopId,
    stylistId: input.stylistId,
    startsAt: new Date(input.start),
    endsAt: new Date(input.end),
    category: input.category,
    note: input.note ?? null,
    createdBy: actor.id,
  });
  return toTimeOff(row as TimeOffRow, await shopZone(ctx, shopId));
}
