import type { AccountLoyaltyResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { customerLoyaltyView } from '../loyalty/customer-loyalty-view.ts';
import { loyaltySettingsOf } from '../loyalty/loyalty-settings-of.ts';
import { accountCustomers, accountShopView } from './account-customers.ts';

/** How many of the newest ledger entries the customer sees per salon. */
const ENTRIES_SHOWN = 20;

/** The signed-in customer's points at each salon that runs a loyalty programme and knows them. */
export async function getAccountLoyalty(
  ctx: ServiceContext,
  userId: string,
): Promise<AccountLoyaltyResponse> {
  const records = (await accountCustomers(ctx, userId)).filter((r) => r.shop.loyaltyEnabled);
  const items = [];
  for (const { shop, customerId } of records) {
    const view = await customerLoyaltyView(ctx.db, shop, customerId, ENTRIES_SHOWN);
    items.push({
      shop: accountShopView(shop),
      balance: view.balance,
      value: view.value,
      minimumRedeemPoints: loyaltySettingsOf(shop).minimumRedeemPoints,
      expiresAt: view.expiresAt,
      entries: view.entries.map((e) => ({
        id: e.id,
        kind: e.kind,
        points: e.points,
        appointmentStart: e.appointmentStart,
        createdAt: e.createdAt,
      })),
    });
  }
  return { items };
}
