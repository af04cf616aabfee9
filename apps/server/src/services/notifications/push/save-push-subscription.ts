import { pushSubscriptions, sql } from '@salon/db';
import type { Actor, PushSubscriptionResponse, SavePushSubscriptionRequest } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';

/**
 * Keeps this browser's subscription for the signed-in person, or refreshes it (the app sends it
 * again every 7 days and the worker when the browser replaces it). An endpoint belongs to one
 * browser profile: when someone else signs in there and subscribes, it becomes theirs.
 */
export async function savePushSubscription(
  ctx: ServiceContext,
  actor: Actor,
  { body, userAgent }: { body: SavePushSubscriptionRequest; userAgent: string | undefined },
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
  return {
    created: row.created,
    subscription: {
      endpoint: row.endpoint,
      createdAt: row.createdAt.toISOString(),
      refreshedAt: row.refreshedAt.toISOString(),
    },
  };
}
