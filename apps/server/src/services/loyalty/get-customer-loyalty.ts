import type { Actor, CustomerLoyaltyResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertCustomerOfShop, customerLoyaltyView } from './customer-loyalty-view.ts';

export async function getCustomerLoyalty(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, customerId, limit }: { shopId: string; customerId: string; limit: number },
): Promise<CustomerLoyaltyResponse> {
  assertCan(actor, 'read', 'Customer', shopId);
  await assertCustomerOfShop(ctx.db, shopId, customerId);
  return customerLoyaltyView(ctx.db, await findShopRow(ctx.db, shopId), customerId, limit);
}
