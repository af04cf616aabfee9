import { type Db, lt, pushSubscriptions } from '@salon/db';

/** A browser that has not renewed its subscription for this long is gone (it renews weekly). */
const STALE_MS = 60 * 86_400_000;

/** Deletes subscriptions no browser has renewed for 60 days; returns how many. */
export async function pruneStalePushSubscriptions(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(lt(pushSubscriptions.refreshedAt, new Date(now.getTime() - STALE_MS)))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}
