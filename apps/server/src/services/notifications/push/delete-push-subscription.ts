import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { deletePushSubscriptionAt } from '../../../repositories/notifications.ts';

/** Forgets this browser's subscription: only the caller's own, anyone else's stays untouched. */
export async function deletePushSubscription(
  ctx: ServiceContext,
  actor: Actor,
  endpoint: string,
): Promise<void> {
  await deletePushSubscriptionAt(ctx.db, { userId: actor.id, endpoint });
}
