import {
  type Actor,
  AppError,
  type PushSubscriptionResponse,
  type SavePushSubscriptionRequest,
} from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { OutboundRefused } from '../../../infra/outbound-guard.ts';
import { upsertPushSubscription } from '../../../repositories/notifications.ts';

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
  // The server will POST to this address: one on this machine or a private network is refused now
  // (and again at every push, where it counts).
  try {
    await ctx.outbound.assertPublicUrl(body.endpoint);
  } catch (err) {
    if (!(err instanceof OutboundRefused)) throw err;
    const message = `Not a push service's address: ${err.message}`;
    throw new AppError('ValidationError', message, { details: [{ path: 'body.endpoint', message }] });
  }
  const now = ctx.now();
  const values = {
    userId: actor.id,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent?.slice(0, 512) ?? null,
    refreshedAt: now,
  };
  const row = await upsertPushSubscription(ctx.db, values, { endpoint: body.endpoint, createdAt: now });
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
