import type { AccountPreferencesResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { customersByIds } from '../../repositories/customers.ts';
import { pushSubscriptionsOf } from '../../repositories/notifications.ts';
import { preferencesView } from '../notification-preferences/get-preferences.ts';
import { accountCustomers, accountShopView, customerIdsOf } from './account-customers.ts';
import { deviceLabel } from './device-label.ts';

/**
 * Per salon the same two choices the link in its mails shows (read the same way), and the
 * browsers and phones the account gets pushes on.
 */
export async function getAccountPreferences(
  ctx: ServiceContext,
  userId: string,
): Promise<AccountPreferencesResponse> {
  const records = await accountCustomers(ctx, userId);
  const rows = records.length ? await customersByIds(ctx.db, customerIdsOf(records)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const devices = await pushSubscriptionsOf(ctx.db, userId);
  return {
    shops: records.flatMap(({ customerId, shop }) => {
      const customer = byId.get(customerId);
      if (!customer) return [];
      const { reminders, marketing } = preferencesView(customer, shop);
      return [{ shop: accountShopView(shop), reminders, marketing }];
    }),
    devices: devices.map((d) => ({
      id: d.id,
      label: deviceLabel(d.userAgent),
      createdAt: d.createdAt.toISOString(),
    })),
  };
}
