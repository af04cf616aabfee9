import { eq, inArray, notificationEvents, pushDeliveries, pushSubscriptions, users } from '@salon/db';
import type { ServiceContext } from '../../context.ts';
import { claimDue } from './claim-due.ts';
import { composePush } from './push/compose-push.ts';
import { backoffMs, MAX_ATTEMPTS } from './retry-policy.ts';

type DeliverContext = Pick<ServiceContext, 'db' | 'config' | 'log' | 'now' | 'keys' | 'webPush'>;
type Outcome =
  | { status: 'sent' | 'gone' }
  | { status: 'retry'; error: string; retryAfterSeconds?: number | undefined };

async function sendOne(ctx: DeliverContext, row: typeof pushDeliveries.$inferSelect): Promise<Outcome> {
  if (!row.subscriptionId || !row.eventId || !row.userId) return { status: 'gone' };
  const [subscription] = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, row.subscriptionId));
  if (!subscription) return { status: 'gone' };
  const [event] = await ctx.db
    .select()
    .from(notificationEvents)
    .where(eq(notificationEvents.id, row.eventId));
  const [user] = await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, row.userId));
  if (!event || !user) return { status: 'gone' };
  const message = await composePush(ctx.db, {
    event,
    userId: row.userId,
    locale: user.locale,
    // Relative: the worker opens and posts them on its own origin, whatever name the app is reached by.
    publicBaseUrl: '',
    keys: ctx.keys,
    now: ctx.now(),
  });
  if (!message) return { status: 'gone' };
  const outcome = await ctx.webPush.send(subscription, message, {
    // The same topic on every attempt: the push service replaces an undelivered copy instead of adding one.
    topic: row.dedupeKey,
    urgency: event.type === 'ShopReceiveNewRequestAppointment' ? 'high' : 'normal',
  });
  if (outcome.outcome === 'retry') {
    return { status: 'retry', error: outcome.error, retryAfterSeconds: outcome.retryAfterSeconds };
  }
  return { status: outcome.outcome };
}

/**
 * Sends due pushes, composed at send time in the staff member's language. A subscription the
 * push service no longer knows (404/410) is removed and its pushes end as `gone`; other failures
 * are retried with backoff (or after the service's Retry-After) and marked failed after the last
 * attempt. Returns how many pushes were handled.
 */
export async function deliverPush(ctx: DeliverContext, options: { limit?: number } = {}): Promise<number> {
  const ids = await claimDue(ctx, 'push_deliveries', options.limit ?? 100);
  if (ids.length === 0) return 0;
  const rows = await ctx.db.select().from(pushDeliveries).where(inArray(pushDeliveries.id, ids));
  await Promise.all(
    rows.map(async (row) => {
      let outcome: Outcome;
      try {
        outcome = await sendOne(ctx, row);
      } catch (err) {
        outcome = { status: 'retry', error: String((err as Error).message ?? err) };
      }
      if (outcome.status !== 'retry') {
        await ctx.db
          .update(pushDeliveries)
          .set({ status: outcome.status, sentAt: ctx.now(), lockedUntil: null, error: null })
          .where(eq(pushDeliveries.id, row.id));
        return;
      }
      const final = row.attempts >= MAX_ATTEMPTS;
      ctx.log.warn(
        { pushId: row.id, attempts: row.attempts, final, error: outcome.error },
        'push not delivered',
      );
      const wait = Math.max(backoffMs(row.attempts), (outcome.retryAfterSeconds ?? 0) * 1000);
      await ctx.db
        .update(pushDeliveries)
        .set(
          final
            ? { status: 'failed', error: outcome.error.slice(0, 500), lockedUntil: null }
            : {
                status: 'queued',
                error: outcome.error.slice(0, 500),
                lockedUntil: null,
                nextAttemptAt: new Date(ctx.now().getTime() + wait),
              },
        )
        .where(eq(pushDeliveries.id, row.id));
    }),
  );
  return rows.length;
}
