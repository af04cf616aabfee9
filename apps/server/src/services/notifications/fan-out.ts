import {
  and,
  asc,
  eq,
  isNull,
  mailOutbox,
  notificationEvents,
  notifications,
  pushDeliveries,
  pushSubscriptions,
} from '@salon/db';
import { isCustomerNotificationType, isShopNotificationType } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { notifyShop } from '../../infra/events.ts';
import { type ComposedMail, composeEmail, type MailRecipient } from './email/compose-email.ts';
import { eventFacts } from './event-facts.ts';
import { staffRecipients } from './in-app/staff-recipients.ts';

type EventRow = typeof notificationEvents.$inferSelect;
type FanOutContext = Pick<ServiceContext, 'db' | 'keys' | 'config' | 'now'>;

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
    nextAttemptAt: now,
  };
}

/** Who hears of one event on which channel, worked out from committed data before anything is written. */
async function planEvent(ctx: FanOutContext, event: EventRow, now: Date): Promise<Plan> {
  const plan: Plan = { inApp: [], push: [], mail: [] };
  if (isShopNotificationType(event.type)) {
    const recipients = await staffRecipients(ctx.db, {
      shopId: event.shopId,
      type: event.type,
      appointmentId: event.appointmentId,
      excludeUserId: event.actorUserId,
    });
    if (recipients.length === 0) return plan;
    const { data, source } = await eventFacts(ctx.db, event);
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
        const subscriptions = await ctx.db
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, r.userId));
        for (const s of subscriptions) {
          plan.push.push({
            shopId: event.shopId,
            eventId: event.id,
            userId: r.userId,
            subscriptionId: s.id,
            type: event.type,
            dedupeKey: `${event.dedupeKey}:push:${s.id}`,
            nextAttemptAt: now,
          });
        }
      }
      if (r.channels.includes('email')) {
        const recipient: MailRecipient = { kind: 'staff', userId: r.userId };
        const mail = await composeEmail(ctx, { event, recipient, now });
        if (mail) plan.mail.push(queuedMail(event, recipient, mail, now));
      }
    }
  } else if (isCustomerNotificationType(event.type) && event.customerId) {
    const recipient: MailRecipient = { kind: 'customer', customerId: event.customerId };
    const mail = await composeEmail(ctx, { event, recipient, now });
    if (mail) plan.mail.push(queuedMail(event, recipient, mail, now));
  }
  return plan;
}

/**
 * Turns raised events into in-app notifications and queued pushes and mails. Each event is
 * planned from committed data, then written in one transaction that first takes the event's row
 * (SKIP LOCKED: another server working on it is left alone) and marks it expanded; every row it
 * writes has a unique key from the event, so no crash or race makes a message twice.
 * Returns how many events were expanded.
 */
export async function expandEvents(ctx: FanOutContext, options: { limit?: number } = {}): Promise<number> {
  const now = ctx.now();
  const pending = await ctx.db
    .select()
    .from(notificationEvents)
    .where(isNull(notificationEvents.expandedAt))
    .orderBy(asc(notificationEvents.createdAt))
    .limit(options.limit ?? 100);
  let expanded = 0;
  for (const event of pending) {
    const plan = await planEvent(ctx, event, now);
    const done = await ctx.db.transaction(async (tx) => {
      const [mine] = await tx
        .select({ id: notificationEvents.id })
        .from(notificationEvents)
        .where(and(eq(notificationEvents.id, event.id), isNull(notificationEvents.expandedAt)))
        .for('update', { skipLocked: true });
      if (!mine) return false;
      if (plan.inApp.length > 0) {
        const inserted = await tx
          .insert(notifications)
          .values(plan.inApp)
          .onConflictDoNothing({ target: [notifications.eventId, notifications.userId] })
          .returning({ userId: notifications.userId });
        for (const { userId } of inserted) {
          await notifyShop(tx, { shopId: event.shopId, type: 'notification.changed', userId });
        }
      }
      if (plan.push.length > 0) {
        await tx
          .insert(pushDeliveries)
          .values(plan.push)
          .onConflictDoNothing({ target: pushDeliveries.dedupeKey });
      }
      if (plan.mail.length > 0) {
        await tx.insert(mailOutbox).values(plan.mail).onConflictDoNothing({ target: mailOutbox.dedupeKey });
      }
      await tx.update(notificationEvents).set({ expandedAt: now }).where(eq(notificationEvents.id, event.id));
      return true;
    });
    if (done) expanded += 1;
  }
  return expanded;
}
