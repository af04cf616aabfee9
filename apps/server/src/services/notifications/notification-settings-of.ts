import type { ShopRow } from '@salon/db';
import type { ShopNotificationSettings } from '@salon/domain';

export const notificationSettingsOf = (shop: ShopRow): ShopNotificationSettings => ({
  reminderHours: shop.reminderHours,
  secondReminderHours: shop.secondReminderHours,
  quietHoursStart: shop.quietHoursStart,
  quietHoursEnd: shop.quietHoursEnd,
  birthdayGreetings: shop.birthdayGreetingsEnabled,
  reviewRequests: shop.reviewRequestsEnabled,
  reviewRequestHours: shop.reviewRequestHours,
});
