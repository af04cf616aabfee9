import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { loadServices } from './service-records.ts';

export async function listServices(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'calendar', shopId);
  const items = await loadServices(ctx.db, shopId);
  return { items, total: items.length };
}
