import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { removeOverride } from '../../repositories/schedule.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findStylist } from '../team/stylist-records.ts';

export async function deleteOverride(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, stylistId, date }: { shopId: string; stylistId: string; date: string },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  await findStylist(ctx.db, shopId, stylistId);
  if (!(await removeOverride(ctx.db, stylistId, date)))
    throw new AppError('NotFound', 'No other hours on that date');
}
