import { and, type Db, eq, lt, pushSubscriptions, sql } from '@salon/db';
import type { Actor, PushSubscriptionResponse, SavePushSubscriptionRequest } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';

const toResponse = (row: {
  endpoint: string;
  createdAt: Date;
  refreshedAt: Date;
}): PushSubscriptionResponse => ({
  endpoint: row.endpoint,
  createdAt: row.createdAt.toISOString(),
  refreshedAt: row.refreshedAt.toISOString(),
});

/**
 * Keeps this browser's subscription for the signed-in person, or refreshes it (the app sends it
 * again every 7 days and the worker when the browser replaces it). An endpoint belongs to one
 * browser profile: when someone else signs in there and subscribes, it becomes theirs.
 */
export async function savePushSubscription(
  ctx: ServiceContext,
  actor: Actor,
  body: SavePushSubscriptionRequest,
  userAgent: string | undefined,
): Promise<{ created: boolean; subscription: PushSubscriptionResponse }> {
  const now = ctx.now();
  const values = {
    userId: actor.id,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent?.slice(0, 512) ?? null,
    refreshedAt: now,
  };
  const [row] = await ctx.db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: body.endpoint, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning({
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
      refreshedAt: pushSubscriptions.refreshedAt,
      // A row the statement inserted has no previous version.
      created: sql<boolean>`(xmax = 0)`,
    });
  if (!row) throw new Error('push subscription upsert returned nothing');
  return { created: row.created, subscription: toResponse(row) };
}

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

export const STALE_SUBSCRIPTION_DAYS = 60;

/**
 * Deletes subscriptions no browser has refreshed for 60 days (an open app refreshes every 7):
 * the device is gone or the app no longer used there. Returns how many went.
 */
export async function pruneStalePushSubscriptions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - STALE_SUBSCRIPTION_DAYS * 24 * 3600 * 1000);
  const gone = await db
    .delete(pushSubscriptions)
    .where(lt(pushSubscriptions.refreshedAt, before))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}
