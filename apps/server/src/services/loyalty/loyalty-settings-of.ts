import type { ShopRow } from '@salon/db';
import type { LoyaltyEarnMode, LoyaltySettings, LoyaltySettingsBody } from '@salon/domain';

export const loyaltySettingsOf = (shop: ShopRow): LoyaltySettings => ({
  enabled: shop.loyaltyEnabled,
  earnMode: shop.loyaltyEarnMode as LoyaltyEarnMode,
  pointsPerUnit: shop.loyaltyPointsPerUnit,
  pointsPerVisit: shop.loyaltyPointsPerVisit,
  redeemPoints: shop.loyaltyRedeemPoints,
  redeemAmount: shop.loyaltyRedeemAmount,
  minimumRedeemPoints: shop.loyaltyMinimumRedeemPoints,
  expiryMonths: shop.loyaltyExpiryMonths,
});

/** The shop's columns for the fields of the programme a body names; those it leaves out stay. */
export const loyaltyColumns = (settings: LoyaltySettingsBody) =>
  Object.fromEntries(
    Object.entries({
      loyaltyEnabled: settings.enabled,
      loyaltyEarnMode: settings.earnMode,
      loyaltyPointsPerUnit: settings.pointsPerUnit,
      loyaltyPointsPerVisit: settings.pointsPerVisit,
      loyaltyRedeemPoints: settings.redeemPoints,
      loyaltyRedeemAmount: settings.redeemAmount,
      loyaltyMinimumRedeemPoints: settings.minimumRedeemPoints,
      loyaltyExpiryMonths: settings.expiryMonths,
    }).filter(([, value]) => value !== undefined),
  ) as Partial<Pick<ShopRow, `loyalty${string}` & keyof ShopRow>>;
