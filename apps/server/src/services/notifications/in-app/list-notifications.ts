import { type SQL, sql } from '@salon/db';
import type { Actor, NotificationListQuery, NotificationListResponse } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { notificationPage } from './notification-page.ts';
import { assertOwnBell, countUnread, notificationView, shopTypesSql } from './notification-records.ts';

/** The signed-in staff member's bell in a shop, newest first, a page at a time. */
export async function listNotifications(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, query }: { shopId: string; query: NotificationListQuery },
): Promise<NotificationListResponse> {
  assertOwnBell(actor, shopId);
  const filters: SQL[] = [
    sql`user_id = ${actor.id}`,
    sql`shop_id = ${shopId}`,
    sql`type in (${shopTypesSql})`,
  ];
  if (query.source !== 'all') filters.push(sql`source = ${query.source}`);
  if (query.state) filters.push(sql`state = ${query.state}`);
  const { rows, total, nextCursor } = await notificationPage(ctx.db, {
    matching: sql.join(filters, sql` and `),
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
