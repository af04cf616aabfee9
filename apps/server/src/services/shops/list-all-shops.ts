import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { allShops } from '../../repositories/shops.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toShop } from './shop-records.ts';

export async function listAllShops(ctx: ServiceContext, actor: Actor) {
  assertCan(actor, 'read', 'Platform');
  const rows = await allShops(ctx.db);
  return { items: rows.map(toShop), total: rows.length };
}
