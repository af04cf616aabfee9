import { eq, inArray, mailOutbox, sql } from '@salon/db';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';
import { backoffMs, MAX_ATTEMPTS } from './retry-policy.ts';

type MailRow = typeof mailOutbox.$inferSelect;
type DeliverContext = Pick<ServiceContext, 'db' | 'mailer' | 'config' | 'log' | 'now'>;

/** The domain of the sender's address, for Message-IDs the receiving side can recognise. */
const mailDomain = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'salon.localhost';

/**
 * Takes due mails for this server: queued ones whose time has come, and claimed ones whose
 * sender did not finish in time (it died). SKIP LOCKED lets many servers drain one queue
 * without taking the same row.
 */
async function claimMail(ctx: DeliverContext, limit: number): Promise<MailRow[]> {
  const now = ctx.now();
  const until = new Date(now.getTime() + ctx.config.SEND_CLAIM_TIMEOUT_MS);
  const claimed = await queryRows<{ id: string }>(
    ctx.db,
    sql`
    update mail_outbox set status = 'sending', attempts = attempts + 1, locked_until = ${until.toISOString()}::timestamptz
    where id in (
      select id from mail_outbox
      where status in ('queued', 'sending') and next_attempt_at <= ${now.toISOString()}::timestamptz
        and (status = 'queued' or locked_until < ${now.toISOString()}::timestamptz)
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id`,
  );
  const ids = claimed.map((r) => r.id);
  if (ids.length === 0) return [];
  return ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
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
        });
        await ctx.db
          .update(mailOutbox)
          .set(
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
          )
          .where(eq(mailOutbox.id, row.id));
      } catch (err) {
        const error = String((err as Error).message ?? err).slice(0, 500);
        const final = row.attempts >= MAX_ATTEMPTS;
        ctx.log.warn(
          { err, mailId: row.id, attempts: row.attempts, final },
          'notification mail not delivered',
        );
        await ctx.db
          .update(mailOutbox)
          .set(
            final
              ? { status: 'failed', error, lockedUntil: null }
              : {
                  status: 'queued',
                  error,
                  lockedUntil: null,
                  nextAttemptAt: new Date(ctx.now().getTime() + backoffMs(row.attempts)),
                },
          )
          .where(eq(mailOutbox.id, row.id));
      }
    }),
  );
  return rows.length;
}
