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

/** The shop's columns for a programme as the settings form sends it. */
export const loyaltyColumns = (settings: LoyaltySettingsBody) => ({
  loyaltyEnabled: settings.enabled,
  loyaltyEarnMode: settings.earnMode,
  loyaltyPointsPerUnit: settings.pointsPerUnit,
  loyaltyPointsPerVisit: settings.pointsPerVisit,
  loyaltyRedeemPoints: settings.redeemPoints,
  loyaltyRedeemAmount: settings.redeemAmount,
  loyaltyMinimumRedeemPoints: settings.minimumRedeemPoints,
  loyaltyExpiryMonths: settings.expiryMonths,
});
