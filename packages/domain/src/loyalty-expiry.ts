import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import type { LoyaltySettings } from './loyalty.ts';

/**
 * When a customer last used the programme at a shop, as instants (epoch milliseconds): their
 * latest Reward or Redeem, and their latest entry of any kind that added points.
 */
export interface LoyaltyActivity {
  lastRewardOrRedeem: number | null;
  lastCredit: number | null;
}

/**
 * When a customer's points at a shop lapse: `expiryMonths` months after their last visit that
 * earned or spent points (their last Reward or Redeem), on the same day of the month in the
 * shop's time zone (the month's last day when it is shorter). A balance that never saw a visit,
 * only points given by hand, counts from the last time points were added. Null when the shop's
 * points never lapse, its programme is off, or there is nothing to lapse.
 */
export function loyaltyExpiresAt(
  settings: Pick<LoyaltySettings, 'enabled' | 'expiryMonths'>,
  activity: LoyaltyActivity,
  timeZone: string,
): number | null {
  if (!settings.enabled || settings.expiryMonths === null) return null;
  const since = activity.lastRewardOrRedeem ?? activity.lastCredit;
  if (since === null) return null;
  return addMonths(new TZDate(since, timeZone), settings.expiryMonths).getTime();
}

/** Whether a balance has lapsed by `now`: its expiry has come. */
export function hasLapsed(
  settings: Pick<LoyaltySettings, 'enabled' | 'expiryMonths'>,
  activity: LoyaltyActivity,
  timeZone: string,
  now: number,
): boolean {
  const at = loyaltyExpiresAt(settings, activity, timeZone);
  return at !== null && now >= at;
}
