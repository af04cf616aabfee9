import { type SQL, sql } from '@salon/db';
import {
  type Actor,
  encodeNotificationCursor,
  type NotificationListQuery,
  type NotificationListResponse,
} from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { queryRows } from '../../../infra/sql.ts';
import {
  assertOwnBell,
  countUnread,
  type NotificationRow,
  notificationColumns,
  notificationView,
  shopTypesSql,
} from './notification-records.ts';

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
  const matching = sql.join(filters, sql` and `);
  const page = query.cursor
    ? sql`${matching} and (created_at, id) < (${query.cursor.at}::timestamptz, ${query.cursor.id}::uuid)`
    : matching;
  const rows = await queryRows<NotificationRow>(
    ctx.db,
    sql`select ${notificationColumns} from notifications where ${page}
         order by created_at desc, id desc limit ${query.limit + 1}`,
  );
  const [total] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from notifications where ${matching}`,
  );
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(notificationView),
    total: total?.n ?? 0,
    unread: await countUnread(ctx.db, actor.id, shopId),
    nextCursor:
      rows.length > query.limit && last
        ? encodeNotificationCursor({ at: last.cursor_at, id: last.id })
        : null,
  };
}
