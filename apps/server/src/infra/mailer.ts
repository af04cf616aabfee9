import { type Db, eq, mailOutbox } from '@salon/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about (`emailCode`, `staffInvite`, ...), kept in the log. */
  kind: string;
  shopId?: string | null;
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
}

export interface Mailer {
  /** Records the message in the outbox and, when SMTP is configured, delivers it. */
  send(message: MailMessage): Promise<{ id: string; status: 'stored' | 'sent' | 'failed' }>;
  /**
   * Hands one queued mail to SMTP; `stored` when none is configured (the outbox is then the
   * transport). Throws what SMTP answered, for the sender to retry.
   */
  transmit(mail: OutgoingMail): Promise<'sent' | 'stored'>;
  close(): void;
}

export function createMailer(options: {
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  return {
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
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        // Once delivered, the outbox is a log: it keeps who got what and when, not the text, which
        // may hold a sign-in code or a manage or invitation link that must live only as a hash.
        await options.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), text: '', html: null })
          .where(eq(mailOutbox.id, row.id));
        return { id: row.id, status: 'sent' };
      } catch (err) {
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
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: mail.messageId,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      });
      return 'sent';
    },
    close() {
      transport?.close();
    },
  };
}
