import type { Actor, LoyaltySettingsBody, LoyaltySettingsResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { updateShopRow } from '../shops/shop-records.ts';
import { loyaltyColumns, loyaltySettingsOf } from './loyalty-settings-of.ts';

/**
 * Turns the programme on or off and sets its rates. Points already earned stay: turning it off
 * stops new rewards and redemptions, and the ledger is kept for when it is on again.
 */
export async function updateLoyaltySettings(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: LoyaltySettingsBody },
): Promise<LoyaltySettingsResponse> {
  assertCan(actor, 'manage', 'Settings', shopId);
  const shop = await updateShopRow(ctx, shopId, loyaltyColumns(input));
  return { ...loyaltySettingsOf(shop), currency: shop.currency };
}
