import type { Executor } from '@salon/db';
import {
  type AccountNotification,
  type CustomerNotificationType,
  customerNotificationTypes,
  isCustomerNotificationType,
} from '@salon/domain';
import {
  countNotifications,
  type NotificationRow,
  type NotificationScope,
} from '../../repositories/notifications.ts';
import { shopsByIds } from '../../repositories/shops.ts';
import { notificationDataOf } from '../notifications/in-app/notification-records.ts';

/** A person's customer notices, whichever salons they come from; never a staff bell's row. */
export const accountNoticesOf = (userId: string): NotificationScope => ({
  userId,
  types: customerNotificationTypes,
});

export function countAccountUnread(db: Executor, userId: string): Promise<number> {
  return countNotifications(db, { ...accountNoticesOf(userId), state: 'RECEIVED' });
}

/**
 * Stored rows as the account lists them, each with its salon's name and address on the site (read
 * in one query). `appointmentStart` is the visit's start as the notice stored it: a visit moved
 * later keeps each notice's own time.
 */
export async function accountNotificationViews(
  db: Executor,
  rows: readonly NotificationRow[],
): Promise<AccountNotification[]> {
  const shopIds = [...new Set(rows.map((r) => r.shop_id))];
  const found = shopIds.length ? await shopsByIds(db, shopIds) : [];
  const byId = new Map(found.map((s) => [s.id, { name: s.name, subdomain: s.subdomain }]));
  return rows.flatMap((row) => {
    const shop = byId.get(row.shop_id);
    if (!shop || !isCustomerNotificationType(row.type)) return [];
    const start = notificationDataOf(row.data).start;
    return [
      {
        id: row.id,
        type: row.type as CustomerNotificationType,
        state: row.state === 'READ' ? 'READ' : 'RECEIVED',
        shop,
        appointmentId: row.appointment_id,
        appointmentStart: start && !Number.isNaN(Date.parse(start)) ? new Date(start).toISOString() : null,
        createdAt: row.created_at,
        readAt: row.read_at,
      },
    ];
  });
}
