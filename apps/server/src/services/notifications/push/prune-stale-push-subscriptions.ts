import type { Db } from '@salon/db';
import { deletePushSubscriptionsRefreshedBefore } from '../../../repositories/notifications.ts';

export const STALE_SUBSCRIPTION_DAYS = 60;

/**
 * Deletes subscriptions no browser has refreshed for 60 days (an open app refreshes every 7):
 * the device is gone or the app no longer used there. Returns how many went.
 */
export function pruneStalePushSubscriptions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - STALE_SUBSCRIPTION_DAYS * 24 * 3600 * 1000);
  return deletePushSubscriptionsRefreshedBefore(db, before);
}
