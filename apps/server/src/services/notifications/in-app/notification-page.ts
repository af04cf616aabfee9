import type { Executor } from '@salon/db';
import { encodeNotificationCursor, type NotificationCursor } from '@salon/domain';
import {
  countNotifications,
  type NotificationRow,
  type NotificationScope,
  notificationsIn,
} from '../../../repositories/notifications.ts';

export interface NotificationPage {
  rows: NotificationRow[];
  /** How many notifications match, across every page. */
  total: number;
  nextCursor: string | null;
}

/**
 * One page of the notifications of `scope`, newest first, starting after `cursor`, and how many
 * match in all. Callers scope it to one person.
 */
export async function notificationPage(
  db: Executor,
  {
    scope,
    cursor,
    limit,
  }: { scope: NotificationScope; cursor: NotificationCursor | undefined; limit: number },
): Promise<NotificationPage> {
  const rows = await notificationsIn(db, scope, { after: cursor, limit: limit + 1 });
  const total = await countNotifications(db, scope);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    rows: items,
    total,
    nextCursor:
      rows.length > limit && last ? encodeNotificationCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}
