import type { Executor, ShopRow } from '@salon/db';

/**
 * When a customer's points at a salon lapse, or null when they do not. The one place that answers
 * it for the customer's own views: points do not lapse yet, so it is always null. Expiry (by
 * inactivity, after the salon's `loyaltyExpiryMonths`) is computed here when it comes.
 */
export async function pointsExpireAt(
  _db: Executor,
  _shop: ShopRow,
  _customerId: string,
): Promise<Date | null> {
  return null;
}
