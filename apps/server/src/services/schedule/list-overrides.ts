import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { overridesOfStylist } from '../../repositories/schedule.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findStylist } from '../team/stylist-records.ts';
import { toOverride } from './override-view.ts';

export async function listOverrides(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, stylistId, range }: { shopId: string; stylistId: string; range: { from: string; to: string } },
) {
  assertCan(actor, 'read', 'calendar', shopId);
  await findStylist(ctx.db, shopId, stylistId);
  const rows = await overridesOfStylist(ctx.db, stylistId, range);
  return { items: rows.map(toOverride), total: rows.length };
}
