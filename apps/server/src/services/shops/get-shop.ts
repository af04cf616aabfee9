import type { Actor, ShopResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow, toShop } from './shop-records.ts';

export async function getShop(ctx: ServiceContext, actor: Actor, shopId: string): Promise<ShopResponse> {
  assertCan(actor, 'read', 'Shop', shopId);
  return toShop(await findShopRow(ctx.db, shopId));
}
