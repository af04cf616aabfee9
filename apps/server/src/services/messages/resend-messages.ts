import { type Actor, AppError, type ResendMessagesResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import {
  countMailWithKeyPrefix,
  customerMailOfShop,
  insertMailOnce,
  type MailRow,
} from '../../repositories/mail.ts';
import { notificationEventsByIds } from '../../repositories/notification-events.ts';
import { type ComposedMail, composeEmail, type MailRecipient } from '../notifications/email/compose-email.ts';
import { assertCan } from '../shared/assert-can.ts';

/**
 * What a resend sends: the notification composed afresh (today's links, the customer's current
 * language and choices), or for a mail without an event the stored copy while it is still kept.
 */
async function contentFor(ctx: ServiceContext, row: MailRow): Promise<ComposedMail | null> {
  if (row.eventId) {
    const [event] = await notificationEventsByIds(ctx.db, [row.eventId]);
    if (!event) return null;
    const recipient: MailRecipient | null = row.customerId
      ? { kind: 'customer', customerId: row.customerId }
      : row.userId
        ? { kind: 'staff', userId: row.userId }
        : null;
    return recipient ? composeEmail(ctx, { event, recipient, now: ctx.now() }) : null;
  }
  // A delivered mail keeps no text (it may hold a link): there is nothing left to send again.
  if (!row.text) return null;
  return {
    to: row.toAddress,
    locale: row.locale ?? 'en',
    subject: row.subject,
    text: row.text,
    html: row.html ?? '',
    ...(row.headers ? { headers: row.headers as Record<string, string> } : {}),
    ...(row.attachments ? { attachments: row.attachments as ComposedMail['attachments'] } : {}),
    senderName: row.senderName,
    replyTo: row.replyTo,
  };
}

/**
 * Staff resend selected messages: each becomes a new queued mail to the same customer about the
 * same event, with a key of its own (`<original key>:resend:<n>`), and the sender is woken.
 * A message whose customer has no address now, or turned that kind of mail off, is skipped.
 */
export async function resendMessages(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, ids }: { shopId: string; ids: string[] },
): Promise<ResendMessagesResponse> {
  assertCan(actor, 'update', 'Customer', shopId);
  const unique = [...new Set(ids)];
  const rows = await customerMailOfShop(ctx.db, shopId, unique);
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((r) => r.id));
    throw new AppError('NotFound', 'Some of these messages do not exist in this salon', {
      details: { ids: unique.filter((id) => !found.has(id)) },
    });
  }
  const queued: ResendMessagesResponse['queued'] = [];
  const skipped: string[] = [];
  for (const row of rows) {
    const mail = await contentFor(ctx, row);
    if (!mail) {
      skipped.push(row.id);
      continue;
    }
    const base = row.dedupeKey ?? row.id;
    const n = await countMailWithKeyPrefix(ctx.db, `${base}:resend:`);
    // Two staff resending at once: the key is unique, so the later one takes the next number.
    for (let attempt = n + 1; attempt < n + 20; attempt++) {
      const now = ctx.now();
      const inserted = await insertMailOnce(ctx.db, {
        shopId,
        toAddress: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        kind: row.kind,
        status: 'queued',
        eventId: row.eventId,
        customerId: row.customerId,
        userId: row.userId,
        appointmentId: row.appointmentId,
        audience: 'customer',
        locale: mail.locale,
        dedupeKey: `${base}:resend:${attempt}`,
        headers: mail.headers ?? null,
        attachments: mail.attachments ?? null,
        senderName: mail.senderName,
        replyTo: mail.replyTo,
        meta: { resentFrom: row.id, resentBy: actor.id },
        nextAttemptAt: now,
        createdAt: now,
      });
      if (inserted) {
        queued.push({ id: inserted, originalId: row.id });
        break;
      }
    }
  }
  if (queued.length) ctx.kickNotifications();
  return { queued, skipped };
}
