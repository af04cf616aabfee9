import { sql } from '@salon/db';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';

/** The send queues: rows with status, attempts, next_attempt_at and locked_until. */
export type SendQueue = 'mail_outbox' | 'push_deliveries';

/**
 * Takes due messages of a queue for this server: queued ones whose time has come, and claimed
 * ones whose sender did not finish in time (it died while sending). SKIP LOCKED lets many
 * servers drain one queue without taking the same row. Returns the ids taken.
 */
export async function claimDue(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'now'>,
  queue: SendQueue,
  limit: number,
): Promise<string[]> {
  const now = ctx.now().toISOString();
  const until = new Date(ctx.now().getTime() + ctx.config.SEND_CLAIM_TIMEOUT_MS).toISOString();
  const table = sql.raw(queue);
  const claimed = await queryRows<{ id: string }>(
    ctx.db,
    sql`
    update ${table} set status = 'sending', attempts = attempts + 1, locked_until = ${until}::timestamptz
    where id in (
      select id from ${table}
      where status in ('queued', 'sending') and next_attempt_at <= ${now}::timestamptz
        and (status = 'queued' or locked_until < ${now}::timestamptz)
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id`,
  );
  return claimed.map((r) => r.id);
}
