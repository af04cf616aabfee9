import type { Actor, ShopNotificationSettings } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { notificationSettingsOf } from './notification-settings-of.ts';

/** When and which messages the shop sends its customers; whoever may read the rules may read these. */
export async function getNotificationSettings(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
): Promise<ShopNotificationSettings> {
  assertCan(actor, 'read', 'calendar', shopId);
  return notificationSettingsOf(await findShopRow(ctx.db, shopId));
}
