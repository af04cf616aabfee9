import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { recordNotificationEvents } from '../../repositories/notification-events.ts';
import { takeDueScheduledNotifications } from '../../repositories/notifications.ts';

type ScanContext = Pick<ServiceContext, 'db' | 'now'>;

/**
 * Raises the events of every reminder and review request that is due, each once: the due rows
 * are taken and deleted in the transaction that raises their events, whose dedupe key is the
 * row's. Returns how many were raised.
 */
export async function raiseDueNotifications(
  ctx: ScanContext,
  options: { limit?: number } = {},
): Promise<number> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (tx) => {
    const due = await takeDueScheduledNotifications(tx, { now, limit: options.limit ?? 500 });
    if (due.length === 0) return 0;
    await recordNotificationEvents(
      tx,
      due.map((row) => ({
        shopId: row.shop_id,
        type: row.type,
        appointmentId: row.appointment_id,
        customerId: row.customer_id,
        dedupeKey: row.dedupe_key,
      })),
    );
    return due.length;
  });
}
