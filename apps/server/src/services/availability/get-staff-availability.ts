import type { Actor, AvailabilityResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { availabilityFor } from './availability-for.ts';

/** Free times as staff see them: every active stylist and service, no notice or advance limit. */
export async function getStaffAvailability(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    query,
  }: { shopId: string; query: { services: string[]; from: string; to: string; stylist: string } },
): Promise<AvailabilityResponse> {
  assertCan(actor, 'read', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  return availabilityFor(ctx, { shop, query, scope: { audience: 'staff' } });
}
