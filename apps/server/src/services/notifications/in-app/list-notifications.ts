import type { Actor, NotificationListQuery, NotificationListResponse } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { notificationPage } from './notification-page.ts';
import { assertOwnBell, bellOf, countUnread, notificationView } from './notification-records.ts';

/** The signed-in staff member's bell in a shop, newest first, a page at a time. */
export async function listNotifications(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, query }: { shopId: string; query: NotificationListQuery },
): Promise<NotificationListResponse> {
  assertOwnBell(actor, shopId);
  const { rows, total, nextCursor } = await notificationPage(ctx.db, {
    scope: {
      ...bellOf(actor.id, shopId),
      source: query.source !== 'all' ? query.source : undefined,
      state: query.state || undefined,
    },
    cursor: query.cursor,
    limit: query.limit,
  });
  return {
    items: rows.map(notificationView),
    total,
    unread: await countUnread(ctx.db, actor.id, shopId),
    nextCursor,
  };
}
