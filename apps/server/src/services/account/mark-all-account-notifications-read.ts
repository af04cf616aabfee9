import { sql } from '@salon/db';
import type { Actor, MarkAllReadResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';
import { assertCan } from '../shared/assert-can.ts';
import { accountNoticesOf } from './account-notification-records.ts';

/** "Mark all as read" on the customer site: every unread notice of the account, from every salon. */
export async function markAllAccountNotificationsRead(
  ctx: ServiceContext,
  actor: Actor,
): Promise<MarkAllReadResponse> {
  assertCan(actor, 'update', 'Profile');
  const changed = await queryRows<{ id: string }>(
    ctx.db,
    sql`update notifications set state = 'READ', read_at = ${ctx.now().toISOString()}::timestamptz
         where ${accountNoticesOf(actor.id)} and state = 'RECEIVED'
         returning id`,
  );
  return { updated: changed.length, unread: 0 };
}
