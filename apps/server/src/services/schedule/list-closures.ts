import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { closuresOfShop } from '../../repositories/schedule.ts';
import { assertCan } from '../shared/assert-can.ts';

export async function listClosures(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'calendar', shopId);
  const rows = await closuresOfShop(ctx.db, shopId);
  return { items: rows.map(({ id, date, name }) => ({ id, date, name })), total: rows.length };
}
