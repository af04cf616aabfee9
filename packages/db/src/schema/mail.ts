import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Every e-mail the product sends is kept here: the log staff can read, and the transport in development. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the message is about, e.g. `emailCode`, for filtering the log. */
    kind: text('kind').notNull(),
    /**
     * `queued` (waiting for the sender), `sending` (claimed), `stored` (no SMTP configured: the
     * outbox is the transport), `sent` (handed to SMTP), `failed` (for good) or `bounced`.
     */
    status: text('status').notNull(),
    error: text('error'),
    meta: jsonb('meta'),
    /** Notification mails: the event they tell of, and who they went to. */
    eventId: uuid('event_id'),
    customerId: uuid('customer_id'),
    userId: uuid('user_id'),
    appointmentId: uuid('appointment_id'),
    /** `customer` or `staff`: the Messages page lists what customers were sent. */
    audience: text('audience'),
    locale: text('locale'),
    /** One mail per (event, recipient, channel): a second attempt to queue it is a no-op. */
    dedupeKey: text('dedupe_key'),
    /** Stable across retries, so a receiving server can tell a repeat from a new mail. */
    messageId: text('message_id'),
    /** Extra headers (List-Unsubscribe) and attachments (the .ics), as nodemailer takes them. */
    headers: jsonb('headers'),
    /** The sender's display name (the salon's name) beside MAIL_FROM's address; null: MAIL_FROM as it is. */
    senderName: text('sender_name'),
    /** Where a reply goes: the salon's own address; null sends none. */
    replyTo: text('reply_to'),
    attachments: jsonb('attachments'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.toAddress, t.createdAt),
    uniqueIndex('mail_outbox_dedupe_key').on(t.dedupeKey),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
    index('mail_outbox_shop_idx').on(t.shopId, t.createdAt),
  ],
);
