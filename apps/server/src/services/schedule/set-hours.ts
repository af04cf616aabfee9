import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { replaceWeeklyHours } from '../../repositories/schedule.ts';
import { assertCan } from '../shared/assert-can.ts';
import { joinTouching, toMinutes } from '../shared/wall-clock.ts';
import { findStylist } from '../team/stylist-records.ts';
import { getHours, type WeeklyHours } from './get-hours.ts';

/** Replaces the whole week: a weekday left out is a day off. */
export async function setHours(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, stylistId, input }: { shopId: string; stylistId: string; input: WeeklyHours },
): Promise<WeeklyHours> {
  assertCan(actor, 'manage', 'Settings', shopId);
  await findStylist(ctx.db, shopId, stylistId);
  const rows = input.days.flatMap((day) =>
    joinTouching(day.intervals.map((i) => ({ start: toMinutes(i.start), end: toMinutes(i.end) }))).map(
      (i) => ({
        shopId,
        stylistId,
        weekday: day.weekday,
        startMinute: i.start,
        endMinute: i.end,
      }),
    ),
  );
  await inTransaction(ctx.db, (tx) => replaceWeeklyHours(tx, stylistId, rows));
  return getHours(ctx, actor, { shopId, stylistId });
}
