import type { Actor, MarkAllReadResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { markNotificationsRead } from '../../repositories/notifications.ts';
import { assertCan } from '../shared/assert-can.ts';
import { accountNoticesOf } from './account-notification-records.ts';

/** "Mark all as read" on the customer site: every unread notice of the account, from every salon. */
export async function markAllAccountNotificationsRead(
  ctx: ServiceContext,
  actor: Actor,
): Promise<MarkAllReadResponse> {
  assertCan(actor, 'update', 'Profile');
  const updated = await markNotificationsRead(ctx.db, accountNoticesOf(actor.id), { at: ctx.now() });
  return { updated, unread: 0 };
}
