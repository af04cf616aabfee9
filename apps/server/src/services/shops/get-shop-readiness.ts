import type { Actor, ShopReadinessResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { shopReadiness } from './shop-readiness.ts';
import { findShopRow } from './shop-records.ts';

/** What the shop's booking page still lacks before it can be published (the setup wizard shows it). */
export async function getShopReadiness(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
): Promise<ShopReadinessResponse> {
  assertCan(actor, 'update', 'Shop', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  return shopReadiness(ctx.db, shop, ctx.now());
}
