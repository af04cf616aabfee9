import { and, appointments, type Db, eq, gt, scheduledNotifications, shops } from '@salon/db';
import { inTransaction } from '../../infra/transaction.ts';
import { REMINDER, reminderColumns, reminderRows } from './reminder-plan.ts';

/**
 * Plans the reminders of a shop's coming visits again after its reminder rules changed. A
 * reminder already sent keeps its key, so it is not sent a second time.
 */
export async function rescheduleShopReminders(
  db: Db,
  { shopId, now }: { shopId: string; now: Date },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const coming = await tx
      .select({ id: appointments.id, ...reminderColumns })
      .from(appointments)
      .innerJoin(shops, eq(shops.id, appointments.shopId))
      .where(
        and(
          eq(appointments.shopId, shopId),
          eq(appointments.status, 'confirmed'),
          gt(appointments.startsAt, now),
        ),
      );
    await tx
      .delete(scheduledNotifications)
      .where(and(eq(scheduledNotifications.shopId, shopId), eq(scheduledNotifications.type, REMINDER)));
    const rows = coming.flatMap((row) => reminderRows(row, { shopId, appointmentId: row.id, now }));
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(scheduledNotifications)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing({ target: scheduledNotifications.dedupeKey });
    }
  });
}
