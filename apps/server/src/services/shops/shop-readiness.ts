import type { Executor } from '@salon/db';
import { dateOfInstant, type ShopReadinessGap, type ShopReadinessResponse } from '@salon/domain';
import { shopReadinessFacts } from '../../repositories/shops.ts';

/**
 * Whether a shop's booking page could take a booking: a service offered online (not archived),
 * performed by a stylist offered online who works at some time (weekly hours, or other hours on a
 * date still to come). What is missing is named from the most basic up, so the owner fixes the
 * first thing first.
 */
export async function shopReadiness(
  db: Executor,
  shop: { id: string; timeZone: string },
  now: Date,
): Promise<ShopReadinessResponse> {
  const today = dateOfInstant(shop.timeZone, now.getTime());
  const row = await shopReadinessFacts(db, shop.id, today);
  const missing: ShopReadinessGap[] = [];
  if (!row?.service) missing.push('service');
  if (!row?.stylist) missing.push('stylist');
  else if (!row.hours) missing.push('hours');
  // Only once both halves exist can the trouble be that they do not meet.
  if (missing.length === 0 && !row?.pair) missing.push('stylistForService');
  return { ready: missing.length === 0, missing };
}
