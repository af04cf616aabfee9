import type { Db } from '@salon/db';
import { inTransaction } from '../../infra/transaction.ts';
import { comingVisitsReminderFacts } from '../../repositories/appointments.ts';
import { scheduleNotifications, unscheduleShopNotifications } from '../../repositories/notifications.ts';
import { REMINDER, reminderRows } from './reminder-plan.ts';

/**
 * Plans the reminders of a shop's coming visits again after its reminder rules changed. A
 * reminder already sent keeps its key, so it is not sent a second time.
 */
export async function rescheduleShopReminders(
  db: Db,
  { shopId, now }: { shopId: string; now: Date },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const coming = await comingVisitsReminderFacts(tx, shopId, now);
    await unscheduleShopNotifications(tx, shopId, REMINDER);
    const rows = coming.flatMap((row) => reminderRows(row, { shopId, appointmentId: row.id, now }));
    for (let i = 0; i < rows.length; i += 1000) {
      await scheduleNotifications(tx, rows.slice(i, i + 1000));
    }
  });
}
