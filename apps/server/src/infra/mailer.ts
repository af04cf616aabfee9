import { type Db, eq, mailOutbox } from '@salon/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Metrics } from './metrics.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about (`emailCode`, `staffInvite`, ...), kept in the log. */
  kind: string;
  shopId?: string | null;
  /** Shown as the sender beside MAIL_FROM's address (a salon's name); else MAIL_FROM as it is. */
  senderName?: string | null;
}

/** A queued notification mail as the sender hands it to SMTP. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  messageId: string;
  headers?: Record<string, string> | null;
  attachments?: { filename: string; content: string; contentType: string }[] | null;
  senderName?: string | null;
  replyTo?: string | null;
}

export interface Mailer {
  /** True when SMTP is configured: mails leave the outbox. Without it they are only kept there. */
  readonly delivers: boolean;
  /** Records the message in the outbox and, when SMTP is configured, delivers it. */
  send(message: MailMessage): Promise<{ id: string; status: 'stored' | 'sent' | 'failed' }>;
  /**
   * Hands one queued mail to SMTP; `stored` when none is configured (the outbox is then the
   * transport). Throws what SMTP answered, for the sender to retry.
   */
  transmit(mail: OutgoingMail): Promise<'sent' | 'stored'>;
  close(): void;
}

/** The bare address of MAIL_FROM (`Salon <no-reply@…>` → `no-reply@…`). */
export function mailFromAddress(from: string): string {
  return addressparser(from, { flatten: true })[0]?.address || from;
}

/**
 * The sender a mail shows: MAIL_FROM's address, under the name of the salon it speaks for, so the
 * customer sees who wrote; the address stays the operator's, whose domain is allowed to send.
 */
function sender(from: string, name: string | null | undefined): SendMailOptions['from'] {
  return name ? { name, address: mailFromAddress(from) } : from;
}

/**
 * Every mail of ours is sent by the machine, not typed by a person (RFC 3834): out-of-office
 * replies and other automatic answers are not to be sent back to it.
 */
const automatic = { 'Auto-Submitted': 'auto-generated' };

/**
 * A mailed calendar object goes as nodemailer's `icalEvent`: a text/calendar alternative with its
 * METHOD beside the text and HTML (what Outlook and Gmail read as an invitation or a
 * cancellation), and the same file attached for the others.
 */
function withCalendar(attachments: OutgoingMail['attachments']): Partial<SendMailOptions> {
  if (!attachments?.length) return {};
  const calendar = attachments.find((a) => /^text\/calendar/i.test(a.contentType));
  const others = attachments.filter((a) => a !== calendar);
  const method = calendar ? /method=([A-Z]+)/i.exec(calendar.contentType)?.[1] : undefined;
  return {
    ...(others.length ? { attachments: others } : {}),
    ...(calendar
      ? { icalEvent: { filename: calendar.filename, content: calendar.content, method: method ?? 'PUBLISH' } }
      : {}),
  };
}

/** nodemailer reads transport options from the URL's query; a query of the operator's own wins. */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '5');
  return url.toString();
}

export function createMailer(options: {
  db: Db;
  metrics: Metrics;
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  // Pooled: notification mails go out in bursts, and a connection per mail costs a handshake each.
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(pooled(options.smtpUrl))
    : null;

  return {
    delivers: transport !== null,
    async send(message) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          kind: message.kind,
          shopId: message.shopId ?? null,
          status: 'stored',
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      if (!transport) return { id: row.id, status: 'stored' };

      try {
        await transport.sendMail({
          from: sender(options.from, message.senderName),
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: automatic,
        });
        // Once delivered, the outbox is a log: it keeps who got what and when, not the text, which
        // may hold a sign-in code or a manage or invitation link that must live only as a hash.
        await options.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), text: '', html: null })
          .where(eq(mailOutbox.id, row.id));
        options.metrics.messages.inc({ channel: 'mail', outcome: 'sent' });
        return { id: row.id, status: 'sent' };
      } catch (err) {
        options.metrics.messages.inc({ channel: 'mail', outcome: 'failed' });
        // The message stays in the outbox as failed; the caller's action (e.g. a sign-in) must not fail with it.
        options.log.error({ err, mailId: row.id }, 'mail delivery failed');
        await options.db
          .update(mailOutbox)
          .set({ status: 'failed', error: String((err as Error).message).slice(0, 500) })
          .where(eq(mailOutbox.id, row.id));
        return { id: row.id, status: 'failed' };
      }
    },
    async transmit(mail) {
      if (!transport) return 'stored';
      try {
        await transport.sendMail({
          from: sender(options.from, mail.senderName),
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          messageId: mail.messageId,
          headers: { ...mail.headers, ...automatic },
          ...withCalendar(mail.attachments),
        });
      } catch (err) {
        options.metrics.messages.inc({ channel: 'mail', outcome: 'failed' });
        throw err;
      }
      options.metrics.messages.inc({ channel: 'mail', outcome: 'sent' });
      return 'sent';
    },
    close() {
      transport?.close();
    },
  };
}
