import { type Actor, AppError, type NotificationResponse } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction } from '../../../infra/transaction.ts';
import { findNotification, markNotificationsRead } from '../../../repositories/notifications.ts';
import { assertOwnBell, bellOf, notificationView, tellOtherTabs } from './notification-records.ts';

/** Opening a notification reads it: RECEIVED → READ once (reading it again keeps the first time). */
export async function markRead(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
): Promise<NotificationResponse> {
  assertOwnBell(actor, shopId);
  const bell = bellOf(actor.id, shopId);
  return inTransaction(ctx.db, async (tx) => {
    const changed = await markNotificationsRead(tx, bell, { at: ctx.now(), id });
    // Someone else's notification, or one of another shop, is not there for this caller.
    const row = await findNotification(tx, bell, id);
    if (!row) throw new AppError('NotFound', 'No such notification');
    if (changed > 0) await tellOtherTabs(tx, shopId, actor.id);
    return notificationView(row);
  });
}
