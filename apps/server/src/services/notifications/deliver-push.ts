import type { ServiceContext } from '../../context.ts';
import {
  type NotificationEventRow,
  notificationEventsByIds,
} from '../../repositories/notification-events.ts';
import {
  changePushDelivery,
  type PushDeliveryRow,
  pushDeliveriesByIds,
} from '../../repositories/notifications.ts';
import { claimDue } from './claim-due.ts';
import { createNotificationFacts, type NotificationFacts } from './notification-facts.ts';
import { composePush } from './push/compose-push.ts';
import { backoffMs, MAX_ATTEMPTS } from './retry-policy.ts';

type DeliverContext = Pick<ServiceContext, 'db' | 'config' | 'log' | 'now' | 'keys' | 'webPush'>;
type Outcome =
  | { status: 'sent' | 'gone' }
  | { status: 'retry'; error: string; retryAfterSeconds?: number | undefined };

type EventRow = NotificationEventRow;

async function sendOne(
  ctx: DeliverContext,
  batch: { facts: NotificationFacts; events: Map<string, EventRow> },
  row: PushDeliveryRow,
): Promise<Outcome> {
  if (!row.subscriptionId || !row.eventId || !row.userId) return { status: 'gone' };
  const subscription = (await batch.facts.subscriptions(row.userId)).find((s) => s.id === row.subscriptionId);
  if (!subscription) return { status: 'gone' };
  const event = batch.events.get(row.eventId);
  const user = await batch.facts.user(row.userId);
  if (!event || !user) return { status: 'gone' };
  const message = await composePush(ctx.db, {
    event,
    userId: row.userId,
    locale: user.locale,
    // Relative: the worker opens and posts them on its own origin, whatever name the app is reached by.
    publicBaseUrl: '',
    keys: ctx.keys,
    now: ctx.now(),
    facts: batch.facts,
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
 * Sends due pushes, composed at send time in the recipient's language. A subscription the
 * push service no longer knows (404/410) is removed and its pushes end as `gone`; other failures
 * are retried with backoff (or after the service's Retry-After) and marked failed after the last
 * attempt. Returns how many pushes were handled.
 */
export async function deliverPush(ctx: DeliverContext, options: { limit?: number } = {}): Promise<number> {
  const ids = await claimDue(ctx, 'push_deliveries', options.limit ?? 100);
  if (ids.length === 0) return 0;
  const rows = await pushDeliveriesByIds(ctx.db, ids);
  // The batch's events, people, devices, shops and appointments, each read once.
  const facts = createNotificationFacts(ctx.db);
  const eventIds = [...new Set(rows.flatMap((r) => (r.eventId ? [r.eventId] : [])))];
  const events = new Map(
    (eventIds.length ? await notificationEventsByIds(ctx.db, eventIds) : []).map((e) => [e.id, e]),
  );
  const people = rows.map((r) => r.userId);
  await facts
    .preload({
      userIds: people,
      subscriberIds: people,
      shopIds: [...events.values()].map((e) => e.shopId),
      appointmentIds: [...events.values()].map((e) => e.appointmentId),
      customerIds: [...events.values()].map((e) => e.customerId),
    })
    // Each push then reads what it needs on its own; one that fails is retried below.
    .catch((err) => ctx.log.warn({ err }, 'push batch not preloaded'));
  await Promise.all(
    rows.map(async (row) => {
      let outcome: Outcome;
      try {
        outcome = await sendOne(ctx, { facts, events }, row);
      } catch (err) {
        outcome = { status: 'retry', error: String((err as Error).message ?? err) };
      }
      if (outcome.status !== 'retry') {
        await changePushDelivery(ctx.db, row.id, {
          status: outcome.status,
          sentAt: ctx.now(),
          lockedUntil: null,
          error: null,
        });
        return;
      }
      const final = row.attempts >= MAX_ATTEMPTS;
      ctx.log.warn(
        { pushId: row.id, attempts: row.attempts, final, error: outcome.error },
        'push not delivered',
      );
      const wait = Math.max(backoffMs(row.attempts), (outcome.retryAfterSeconds ?? 0) * 1000);
      await changePushDelivery(
        ctx.db,
        row.id,
        final
          ? { status: 'failed', error: outcome.error.slice(0, 500), lockedUntil: null }
          : {
              status: 'queued',
              error: outcome.error.slice(0, 500),
              lockedUntil: null,
              nextAttemptAt: new Date(ctx.now().getTime() + wait),
            },
      );
    }),
  );
  return rows.length;
}
