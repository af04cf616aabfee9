import { and, eq, scheduleOverrides } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findStylist } from '../team/stylist-records.ts';

export async function deleteOverride(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, stylistId, date }: { shopId: string; stylistId: string; date: string },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  await findStylist(ctx.db, shopId, stylistId);
  const [row] = await ctx.db
    .delete(scheduleOverrides)
    .where(and(eq(scheduleOverrides.stylistId, stylistId), eq(scheduleOverrides.date, date)))
    .returning({ id: scheduleOverrides.id });
  if (!row) throw new AppError('NotFound', 'No other hours on that date');
}
