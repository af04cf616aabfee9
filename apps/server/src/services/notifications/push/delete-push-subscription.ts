import { and, eq, pushSubscriptions } from '@salon/db';
import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';

/** Forgets this browser's subscription: only the caller's own, anyone else's stays untouched. */
export async function deletePushSubscription(
  ctx: ServiceContext,
  actor: Actor,
  endpoint: string,
): Promise<void> {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.id)));
}
