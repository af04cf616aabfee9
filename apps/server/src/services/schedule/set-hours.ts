import { eq, workingHours } from '@salon/db';
import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
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
  await inTransaction(ctx.db, async (tx) => {
    await tx.delete(workingHours).where(eq(workingHours.stylistId, stylistId));
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
    if (rows.length > 0) await tx.insert(workingHours).values(rows);
  });
  return getHours(ctx, actor, { shopId, stylistId });
}
