import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { loadStylists, toStylist } from './stylist-records.ts';

export async function listStylists(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'calendar', shopId);
  const rows = await loadStylists(ctx.db, shopId);
  return { items: rows.map(toStylist), total: rows.length };
}
