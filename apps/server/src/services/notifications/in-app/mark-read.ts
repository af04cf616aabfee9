import { sql } from '@salon/db';
import { type Actor, AppError, type NotificationResponse } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { queryRows } from '../../../infra/sql.ts';
import { inTransaction } from '../../../infra/transaction.ts';
import {
  assertOwnBell,
  type NotificationRow,
  notificationColumns,
  notificationView,
  shopTypesSql,
  tellOtherTabs,
} from './notification-records.ts';

/** Opening a notification reads it: RECEIVED → READ once (reading it again keeps the first time). */
export async function markRead(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
): Promise<NotificationResponse> {
  assertOwnBell(actor, shopId);
  return inTransaction(ctx.db, async (tx) => {
    const changed = await queryRows<{ id: string }>(
      tx,
      sql`update notifications set state = 'READ', read_at = ${ctx.now().toISOString()}::timestamptz
           where id = ${id} and user_id = ${actor.id} and shop_id = ${shopId} and state = 'RECEIVED'
             and type in (${shopTypesSql})
           returning id`,
    );
    // Someone else's notification, or one of another shop, is not there for this caller.
    const [row] = await queryRows<NotificationRow>(
      tx,
      sql`select ${notificationColumns} from notifications
           where id = ${id} and user_id = ${actor.id} and shop_id = ${shopId} and type in (${shopTypesSql})`,
    );
    if (!row) throw new AppError('NotFound', 'No such notification');
    if (changed.length > 0) await tellOtherTabs(tx, shopId, actor.id);
    return notificationView(row);
  });
}
