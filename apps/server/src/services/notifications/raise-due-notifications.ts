import { notificationEvents, sql } from '@salon/db';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';
import { inTransaction } from '../../infra/transaction.ts';

type ScanContext = Pick<ServiceContext, 'db' | 'now'>;

/**
 * Raises the events of every reminder and review request that is due, each once: the due rows
 * are taken (SKIP LOCKED) and deleted in the transaction that raises their events, whose dedupe
 * key is the row's. The index on `due_at` keeps this a short range scan however many
 * appointments the database holds. Returns how many were raised.
 */
export async function raiseDueNotifications(
  ctx: ScanContext,
  options: { limit?: number } = {},
): Promise<number> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (tx) => {
    const due = await queryRows<{
      id: string;
      shop_id: string;
      type: string;
      appointment_id: string | null;
      customer_id: string | null;
      dedupe_key: string;
    }>(
      tx,
      sql`delete from scheduled_notifications where id in (
            select id from scheduled_notifications where due_at <= ${now.toISOString()}::timestamptz
            order by due_at limit ${options.limit ?? 500} for update skip locked)
          returning id, shop_id, type, appointment_id, customer_id, dedupe_key`,
    );
    if (due.length === 0) return 0;
    await tx
      .insert(notificationEvents)
      .values(
        due.map((row) => ({
          shopId: row.shop_id,
          type: row.type,
          appointmentId: row.appointment_id,
          customerId: row.customer_id,
          dedupeKey: row.dedupe_key,
        })),
      )
      .onConflictDoNothing({ target: notificationEvents.dedupeKey });
    return due.length;
  });
}
