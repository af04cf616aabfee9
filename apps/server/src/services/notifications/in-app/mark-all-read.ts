import { sql } from '@salon/db';
import type { Actor, MarkAllReadResponse } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { queryRows } from '../../../infra/sql.ts';
import { inTransaction } from '../../../infra/transaction.ts';
import { assertOwnBell, shopTypesSql, tellOtherTabs } from './notification-records.ts';

/** "Mark all as read": every unread notification in the caller's bell in the shop, whatever the filter shows. */
export async function markAllRead(
  ctx: ServiceContext,
  actor: Actor,
  { shopId }: { shopId: string },
): Promise<MarkAllReadResponse> {
  assertOwnBell(actor, shopId);
  return inTransaction(ctx.db, async (tx) => {
    const changed = await queryRows<{ id: string }>(
      tx,
      sql`update notifications set state = 'READ', read_at = ${ctx.now().toISOString()}::timestamptz
           where user_id = ${actor.id} and shop_id = ${shopId} and state = 'RECEIVED'
             and type in (${shopTypesSql})
           returning id`,
    );
    if (changed.length > 0) await tellOtherTabs(tx, shopId, actor.id);
    return { updated: changed.length, unread: 0 };
  });
}
