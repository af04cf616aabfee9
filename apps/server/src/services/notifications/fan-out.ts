import type { mailOutbox, notificationEvents, notifications, pushDeliveries } from '@salon/db';
import { isCustomerNotificationType, isShopNotificationType } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { notifyShop } from '../../infra/events.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { queueMails } from '../../repositories/mail.ts';
import {
  lockUnexpandedEvents,
  markEventsExpanded,
  pendingNotificationEvents,
} from '../../repositories/notification-events.ts';
import { insertInAppNotifications, queuePushDeliveries } from '../../repositories/notifications.ts';
import { customerAddressee } from './customer-addressee.ts';
import { type ComposedMail, composeEmail, type MailRecipient } from './email/compose-email.ts';
import { eventFacts } from './event-facts.ts';
import { createNotificationFacts, type NotificationFacts } from './notification-facts.ts';

type EventRow = typeof notificationEvents.$inferSelect;
type FanOutContext = Pick<ServiceContext, 'db' | 'keys' | 'config' | 'now' | 'log'>;

interface Plan {
  inApp: (typeof notifications.$inferInsert)[];
  push: (typeof pushDeliveries.$inferInsert)[];
  mail: (typeof mailOutbox.$inferInsert)[];
}

function queuedMail(
  event: EventRow,
  recipient: MailRecipient,
  mail: ComposedMail,
  now: Date,
): typeof mailOutbox.$inferInsert {
  const who =
    recipient.kind === 'customer' ? `customer:${recipient.customerId}` : `staff:${recipient.userId}`;
  const dedupeKey = `${event.dedupeKey}:email:${who}`;
  return {
    shopId: event.shopId,
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    kind: event.type,
    status: 'queued',
    eventId: event.id,
    customerId: recipient.kind === 'customer' ? recipient.customerId : null,
    userId: recipient.kind === 'staff' ? recipient.userId : null,
    appointmentId: event.appointmentId,
    audience: recipient.kind,
    locale: mail.locale,
    dedupeKey,
    headers: mail.headers ?? null,
    attachments: mail.attachments ?? null,
    senderName: mail.senderName,
    replyTo: mail.replyTo,
    nextAttemptAt: now,
  };
}

/** One push of an event to each of a person's devices. */
const pushesTo = (
  event: EventRow,
  userId: string,
  subscriptions: readonly { id: string }[],
  now: Date,
): (typeof pushDeliveries.$inferInsert)[] =>
  subscriptions.map((s) => ({
    shopId: event.shopId,
    eventId: event.id,
    userId,
    subscriptionId: s.id,
    type: event.type,
    dedupeKey: `${event.dedupeKey}:push:${s.id}`,
    nextAttemptAt: now,
  }));

/** Who hears of one event on which channel, worked out from committed data before anything is written. */
async function planEvent(
  ctx: FanOutContext,
  facts: NotificationFacts,
  event: EventRow,
  now: Date,
): Promise<Plan> {
  const plan: Plan = { inApp: [], push: [], mail: [] };
  if (isShopNotificationType(event.type)) {
    const recipients = await facts.staffRecipients({
      shopId: event.shopId,
      type: event.type,
      excludeUserId: event.actorUserId,
    });
    if (recipients.length === 0) return plan;
    const { data, source } = await eventFacts(facts, event);
    for (const r of recipients) {
      if (r.channels.includes('in_app')) {
        plan.inApp.push({
          shopId: event.shopId,
          userId: r.userId,
          eventId: event.id,
          type: event.type,
          appointmentId: event.appointmentId,
          source,
          data,
        });
      }
      if (r.channels.includes('push')) {
        plan.push.push(...pushesTo(event, r.userId, await facts.subscriptions(r.userId), now));
      }
      if (r.channels.includes('email')) {
        const recipient: MailRecipient = { kind: 'staff', userId: r.userId };
        const mail = await composeEmail(ctx, { event, recipient, now, facts });
        if (mail) plan.mail.push(queuedMail(event, recipient, mail, now));
      }
    }
  } else if (isCustomerNotificationType(event.type) && event.customerId) {
    const addressee = await customerAddressee(facts, event, event.customerId);
    if (!addressee) return plan;
    const recipient: MailRecipient = { kind: 'customer', customerId: event.customerId };
    const mail = await composeEmail(ctx, { event, recipient, now, facts });
    if (mail) plan.mail.push(queuedMail(event, recipient, mail, now));
    // A record linked to an account is also told in the account's list and on its devices.
    const userId = addressee.customer.userId;
    if (userId) {
      const { data, source } = await eventFacts(facts, event);
      plan.inApp.push({
        shopId: event.shopId,
        userId,
        eventId: event.id,
        type: event.type,
        appointmentId: event.appointmentId,
        source,
        data,
      });
      plan.push.push(...pushesTo(event, userId, await facts.subscriptions(userId), now));
    }
  }
  return plan;
}

/**
 * Plans a batch of events. Their shops, appointments, customers, team members and devices are
 * read for the whole batch in a few queries first; planning each event then reads nothing more
 * except in the rare case (a recipient a preload did not foresee).
 */
async function planAll(ctx: FanOutContext, events: EventRow[], now: Date): Promise<Map<string, Plan>> {
  const plans = new Map<string, Plan>();
  const facts = createNotificationFacts(ctx.db);
  try {
    await facts.preload({
      shopIds: events.map((e) => e.shopId),
      appointmentIds: events.map((e) => e.appointmentId),
      customerIds: events.map((e) => e.customerId),
    });
    const teams = await Promise.all(
      events.map((event) =>
        isShopNotificationType(event.type)
          ? facts.staffRecipients({
              shopId: event.shopId,
              type: event.type,
              excludeUserId: event.actorUserId,
            })
          : [],
      ),
    );
    const staff = teams.flat().map((r) => r.userId);
    // The accounts linked to the customers of customer events: their records are read above.
    const accounts = await Promise.all(
      events.map(async (event) =>
        isCustomerNotificationType(event.type) && event.customerId
          ? ((await facts.customer(event.customerId))?.userId ?? null)
          : null,
      ),
    );
    await facts.preload({ userIds: staff, subscriberIds: [...staff, ...accounts] });
  } catch (err) {
    // Each event is planned on its own below; one that still fails stays for the next round.
    ctx.log.warn({ err }, 'notification batch not preloaded');
  }
  for (const event of events) {
    try {
      plans.set(event.id, await planEvent(ctx, facts, event, now));
    } catch (err) {
      // Left unexpanded: the next round tries it again; the others go on.
      ctx.log.error({ err, eventId: event.id, type: event.type }, 'notification event not expanded');
    }
  }
  return plans;
}

const inChunks = <T>(rows: T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/**
 * Turns raised events into in-app notifications and queued pushes and mails. The events are
 * planned from committed data, then written in one transaction that first takes their rows
 * (SKIP LOCKED: events another server is working on are left to it) and marks them expanded;
 * every row it writes has a unique key from its event, so no crash or race makes a message twice.
 * Returns how many events this call expanded.
 */
export async function expandEvents(ctx: FanOutContext, options: { limit?: number } = {}): Promise<number> {
  const now = ctx.now();
  const pending = await pendingNotificationEvents(ctx.db, options.limit ?? 200);
  if (pending.length === 0) return 0;
  const plans = await planAll(ctx, pending, now);
  if (plans.size === 0) return 0;
  return inTransaction(ctx.db, async (tx) => {
    const mine = await lockUnexpandedEvents(tx, [...plans.keys()]);
    if (mine.length === 0) return 0;
    const taken = mine.map((id) => plans.get(id) as Plan);
    for (const rows of inChunks(taken.flatMap((p) => p.inApp))) {
      const inserted = await insertInAppNotifications(tx, rows);
      // One live event per person and shop, however many of their notifications arrived. Only the
      // staff bell listens: a customer's notice is no news to the shop's open pages.
      const told = new Set<string>();
      for (const { userId, shopId, type } of inserted) {
        if (!isShopNotificationType(type) || told.has(`${shopId}:${userId}`)) continue;
        told.add(`${shopId}:${userId}`);
        await notifyShop(tx, { shopId, type: 'notification.changed', userId });
      }
    }
    for (const rows of inChunks(taken.flatMap((p) => p.push))) {
      await queuePushDeliveries(tx, rows);
    }
    for (const rows of inChunks(taken.flatMap((p) => p.mail))) {
      await queueMails(tx, rows);
    }
    await markEventsExpanded(tx, mine, now);
    return mine.length;
  });
}
