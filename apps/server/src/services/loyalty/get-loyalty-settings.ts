import type { Actor, LoyaltySettingsResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { loyaltySettingsOf } from './loyalty-settings-of.ts';

/** The shop's loyalty programme, shown to the whole team like the other settings; only owners change it. */
export async function getLoyaltySettings(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
): Promise<LoyaltySettingsResponse> {
  assertCan(actor, 'read', 'Shop', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  return { ...loyaltySettingsOf(shop), currency: shop.currency };
}
