import type { Executor, ShopRow } from '@salon/db';
import {
  AppError,
  type CustomerLoyaltyResponse,
  isoInZone,
  type LoyaltyEntryKind,
  loyaltyExpiresAt,
  valueOfPoints,
} from '@salon/domain';
import { findShopCustomer } from '../../repositories/customers.ts';
import { balanceOfCustomer, latestEntriesOfCustomer } from '../../repositories/loyalty.ts';
import { activityOfCustomer } from './loyalty-ledger.ts';
import { loyaltySettingsOf } from './loyalty-settings-of.ts';

/** The customer must be the shop's: another shop's customer id is not found here. */
export async function assertCustomerOfShop(db: Executor, shopId: string, customerId: string) {
  if (!(await findShopCustomer(db, shopId, customerId))) throw new AppError('NotFound', 'No such customer');
}

/** A customer's balance, what it is worth at the shop's rate, when it lapses, and the newest entries first. */
export async function customerLoyaltyView(
  db: Executor,
  shop: ShopRow,
  customerId: string,
  limit = 100,
): Promise<CustomerLoyaltyResponse> {
  const zone = shop.timeZone;
  const [{ rows, total }, balance, activity] = await Promise.all([
    latestEntriesOfCustomer(db, { shopId: shop.id, customerId, limit }),
    balanceOfCustomer(db, shop.id, customerId),
    activityOfCustomer(db, shop.id, customerId),
  ]);
  const settings = loyaltySettingsOf(shop);
  const expiresAt = balance > 0 ? loyaltyExpiresAt(settings, activity, zone) : null;
  return {
    customerId,
    enabled: settings.enabled,
    balance,
    value: { amount: valueOfPoints(settings, balance), currency: shop.currency },
    expiresAt: expiresAt === null ? null : isoInZone(expiresAt, zone),
    total,
    entries: rows.map(({ entry, actorName, appointmentStart }) => ({
      id: entry.id,
      kind: entry.kind as LoyaltyEntryKind,
      points: entry.points,
      value:
        entry.valueAmount !== null && entry.currency
          ? { amount: entry.valueAmount, currency: entry.currency }
          : null,
      reason: entry.reason,
      appointmentId: entry.appointmentId,
      appointmentStart: appointmentStart ? isoInZone(appointmentStart, zone) : null,
      reverses: entry.reverses,
      actorName: actorName ?? null,
      createdAt: isoInZone(entry.createdAt, zone),
    })),
  };
}
