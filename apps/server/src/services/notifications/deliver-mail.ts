import type { ServiceContext } from '../../context.ts';
import { changeMail, type MailRow, mailsByIds } from '../../repositories/mail.ts';
import { claimDue } from './claim-due.ts';
import { backoffMs, MAX_ATTEMPTS } from './retry-policy.ts';

type DeliverContext = Pick<ServiceContext, 'db' | 'mailer' | 'config' | 'log' | 'now'>;

/** The domain of the sender's address, for Message-IDs the receiving side can recognise. */
const mailDomain = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'salon.localhost';

async function claimMail(ctx: DeliverContext, limit: number): Promise<MailRow[]> {
  const ids = await claimDue(ctx, 'mail_outbox', limit);
  if (ids.length === 0) return [];
  return mailsByIds(ctx.db, ids);
}

/**
 * Sends due notification mails. A mail that fails is retried with backoff and marked failed
 * after the last attempt; a delivered mail keeps who got what and when, not its text (it holds a
 * manage link). Its Message-ID stays the same on every attempt, so in the one window where a
 * crash can repeat a send (SMTP accepted, the row not yet marked) the receiver sees the same mail.
 * Returns how many mails were handled.
 */
export async function deliverMail(ctx: DeliverContext, options: { limit?: number } = {}): Promise<number> {
  const rows = await claimMail(ctx, options.limit ?? 50);
  await Promise.all(
    rows.map(async (row) => {
      try {
        const status = await ctx.mailer.transmit({
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          html: row.html,
          messageId: `<${row.id}@${mailDomain(ctx.config.MAIL_FROM)}>`,
          headers: row.headers as Record<string, string> | null,
          attachments: row.attachments as { filename: string; content: string; contentType: string }[] | null,
          senderName: row.senderName,
          replyTo: row.replyTo,
        });
        await changeMail(
          ctx.db,
          row.id,
          status === 'sent'
            ? {
                status,
                sentAt: ctx.now(),
                lockedUntil: null,
                error: null,
                text: '',
                html: null,
                attachments: null,
              }
            : { status, sentAt: ctx.now(), lockedUntil: null, error: null },
        );
      } catch (err) {
        const error = String((err as Error).message ?? err).slice(0, 500);
        const final = row.attempts >= MAX_ATTEMPTS;
        ctx.log.warn(
          { err, mailId: row.id, attempts: row.attempts, final },
          'notification mail not delivered',
        );
        await changeMail(
          ctx.db,
          row.id,
          final
            ? { status: 'failed', error, lockedUntil: null }
            : {
                status: 'queued',
                error,
                lockedUntil: null,
                nextAttemptAt: new Date(ctx.now().getTime() + backoffMs(row.attempts)),
              },
        );
      }
    }),
  );
  return rows.length;
}
