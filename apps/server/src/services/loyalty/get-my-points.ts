import {
  type Actor,
  isoInZone,
  loyaltyExpiresAt,
  type PublicMyPointsResponse,
  valueOfPoints,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { balanceOfCustomer } from '../../repositories/loyalty.ts';
import { recordOfAccount } from '../customers/record-of-account.ts';
import { shopBySubdomain } from '../shops/shop-by-subdomain.ts';
import { activityOfCustomer } from './loyalty-ledger.ts';
import { loyaltySettingsOf } from './loyalty-settings-of.ts';

/**
 * The signed-in customer's points at a shop and its redemption rules, for the booking page to
 * offer them on a visit; null for a visitor and where the shop runs no programme.
 */
export async function getMyPoints(
  ctx: ServiceContext,
  { subdomain, actor }: { subdomain: string; actor: Actor | null },
): Promise<PublicMyPointsResponse> {
  const shop = await shopBySubdomain(ctx.db, subdomain);
  const settings = loyaltySettingsOf(shop);
  if (!actor || !settings.enabled) return { points: null };
  const customerId = (await recordOfAccount(ctx.db, shop.id, actor.id))?.id ?? null;
  const [balance, activity] = customerId
    ? await Promise.all([
        balanceOfCustomer(ctx.db, shop.id, customerId),
        activityOfCustomer(ctx.db, shop.id, customerId),
      ])
    : [0, { lastRewardOrRedeem: null, lastCredit: null }];
  const expiresAt = balance > 0 ? loyaltyExpiresAt(settings, activity, shop.timeZone) : null;
  return {
    points: {
      balance,
      value: { amount: valueOfPoints(settings, balance), currency: shop.currency },
      redeemPoints: settings.redeemPoints,
      redeemAmount: settings.redeemAmount,
      minimumRedeemPoints: settings.minimumRedeemPoints,
      expiresAt: expiresAt === null ? null : isoInZone(expiresAt, shop.timeZone),
    },
  };
}
