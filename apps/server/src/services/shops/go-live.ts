import { type Actor, AppError, type ShopResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { shopReadiness } from './shop-readiness.ts';
import { findShopRow, toShop, updateShopRow } from './shop-records.ts';

/**
 * The wizard's last step: the booking page goes live and takes online bookings from now on. A page
 * with nothing to book would only turn its first visitors away, so it is refused until a service
 * can be booked with someone who works (`ShopNotReady`, its details naming what is missing).
 */
export async function goLive(ctx: ServiceContext, actor: Actor, shopId: string): Promise<ShopResponse> {
  assertCan(actor, 'update', 'Shop', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  if (shop.liveAt) return toShop(shop);
  const readiness = await shopReadiness(ctx.db, shop, ctx.now());
  if (!readiness.ready) {
    throw new AppError(
      'ShopNotReady',
      `The booking page cannot take bookings yet: ${readiness.missing.join(', ')} missing`,
      {
        details: { missing: readiness.missing },
      },
    );
  }
  return toShop(await updateShopRow(ctx, shopId, { liveAt: ctx.now() }));
}
