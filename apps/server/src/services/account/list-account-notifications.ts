import type { AccountNotificationsQuery, AccountNotificationsResponse, Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { notificationPage } from '../notifications/in-app/notification-page.ts';
import { assertCan } from '../shared/assert-can.ts';
import {
  accountNoticesOf,
  accountNotificationViews,
  countAccountUnread,
} from './account-notification-records.ts';

/** The signed-in customer's notices from every salon they book at, newest first, a page at a time. */
export async function listAccountNotifications(
  ctx: ServiceContext,
  actor: Actor,
  query: AccountNotificationsQuery,
): Promise<AccountNotificationsResponse> {
  assertCan(actor, 'read', 'Profile');
  const { rows, total, nextCursor } = await notificationPage(ctx.db, {
    scope: accountNoticesOf(actor.id),
    cursor: query.cursor,
    limit: query.limit,
  });
  return {
    items: await accountNotificationViews(ctx.db, rows),
    total,
    unread: await countAccountUnread(ctx.db, actor.id),
    nextCursor,
  };
}
