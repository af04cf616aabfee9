import type { Actor, ShopResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow, toShop, updateShopRow } from './shop-records.ts';

/** The wizard's last step: the booking page goes live and takes online bookings from now on. */
export async function goLive(ctx: ServiceContext, actor: Actor, shopId: string): Promise<ShopResponse> {
  assertCan(actor, 'update', 'Shop', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  return toShop(shop.liveAt ? shop : await updateShopRow(ctx, shopId, { liveAt: ctx.now() }));
}
