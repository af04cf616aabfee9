import type { ServiceContext } from '../../context.ts';
import { claimDueMessages, type SendQueue } from '../../repositories/notifications.ts';

/**
 * Takes due messages of a queue for this server; a claim lasts SEND_CLAIM_TIMEOUT_MS, after which
 * another sender may take the message again. Returns the ids taken.
 */
export function claimDue(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'now'>,
  queue: SendQueue,
  limit: number,
): Promise<string[]> {
  const now = ctx.now();
  const until = new Date(ctx.now().getTime() + ctx.config.SEND_CLAIM_TIMEOUT_MS);
  return claimDueMessages(ctx.db, queue, { now, until, limit });
}
