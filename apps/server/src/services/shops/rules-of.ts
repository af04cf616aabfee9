import type { ShopRow } from '@salon/db';
import type { BookingRules } from '@salon/domain';

export const rulesOf = (shop: ShopRow): BookingRules => ({
  timeZone: shop.timeZone,
  slotStepMinutes: shop.slotStepMinutes as BookingRules['slotStepMinutes'],
  minNoticeMinutes: shop.minNoticeMinutes,
  maxAdvanceDays: shop.maxAdvanceDays,
  changeWindowMinutes: shop.changeWindowMinutes,
  requiresApproval: shop.requiresApproval,
  allowGuests: shop.allowGuests,
  currency: shop.currency,
});
