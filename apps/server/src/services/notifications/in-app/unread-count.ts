import type { Actor, UnreadCountResponse } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { assertOwnBell, countUnread } from './notification-records.ts';

/** The bell's badge: how many of the signed-in staff member's notifications in a shop are unread. */
export async function unreadCount(
  ctx: ServiceContext,
  actor: Actor,
  { shopId }: { shopId: string },
): Promise<UnreadCountResponse> {
  assertOwnBell(actor, shopId);
  return { unread: await countUnread(ctx.db, actor.id, shopId) };
}
