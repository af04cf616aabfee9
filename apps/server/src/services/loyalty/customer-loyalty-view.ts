import {
  and,
  appointments,
  count,
  customers,
  desc,
  type Executor,
  eq,
  loyaltyEntries,
  type ShopRow,
  users,
} from '@salon/db';
import {
  AppError,
  type CustomerLoyaltyResponse,
  isoInZone,
  type LoyaltyEntryKind,
  loyaltyExpiresAt,
  valueOfPoints,
} from '@salon/domain';
import { activityOfCustomer, balanceOfCustomer } from './loyalty-ledger.ts';
import { loyaltySettingsOf } from './loyalty-settings-of.ts';

/** The customer must be the shop's: another shop's customer id is not found here. */
export async function assertCustomerOfShop(db: Executor, shopId: string, customerId: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.shopId, shopId)));
  if (!row) throw new AppError('NotFound', 'No such customer');
}

/** A customer's balance, what it is worth at the shop's rate, when it lapses, and the newest entries first. */
export async function customerLoyaltyView(
  db: Executor,
  shop: ShopRow,
  customerId: string,
  limit = 100,
): Promise<CustomerLoyaltyResponse> {
  const zone = shop.timeZone;
  const mine = and(eq(loyaltyEntries.shopId, shop.id), eq(loyaltyEntries.customerId, customerId));
  const [rows, [total], balance, activity] = await Promise.all([
    db
      .select({ entry: loyaltyEntries, actorName: users.name, appointmentStart: appointments.startsAt })
      .from(loyaltyEntries)
      .leftJoin(users, eq(users.id, loyaltyEntries.actorUserId))
      .leftJoin(appointments, eq(appointments.id, loyaltyEntries.appointmentId))
      .where(mine)
      .orderBy(desc(loyaltyEntries.seq))
      .limit(limit),
    db.select({ n: count() }).from(loyaltyEntries).where(mine),
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
    total: Number(total?.n ?? 0),
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
