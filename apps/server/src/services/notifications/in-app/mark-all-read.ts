import type { Actor, MarkAllReadResponse } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction } from '../../../infra/transaction.ts';
import { markNotificationsRead } from '../../../repositories/notifications.ts';
import { assertOwnBell, bellOf, tellOtherTabs } from './notification-records.ts';

/** "Mark all as read": every unread notification in the caller's bell in the shop, whatever the filter shows. */
export async function markAllRead(
  ctx: ServiceContext,
  actor: Actor,
  { shopId }: { shopId: string },
): Promise<MarkAllReadResponse> {
  assertOwnBell(actor, shopId);
  return inTransaction(ctx.db, async (tx) => {
    const changed = await markNotificationsRead(tx, bellOf(actor.id, shopId), { at: ctx.now() });
    if (changed > 0) await tellOtherTabs(tx, shopId, actor.id);
    return { updated: changed, unread: 0 };
  });
}
