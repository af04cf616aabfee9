import type { scheduledNotifications } from '@salon/db';
import { type CustomerNotificationType, reminderSchedule } from '@salon/domain';

export const REMINDER: CustomerNotificationType = 'CustomerReminderAppointment';

export interface ReminderFacts {
  status: string;
  startsAt: Date;
  customerId: string | null;
  timeZone: string;
  reminderHours: number;
  secondReminderHours: number | null;
  quietStart: string;
  quietEnd: string;
}

/** The reminder rows a visit should have now: only confirmed visits of a known customer are reminded. */
export function reminderRows(
  row: ReminderFacts,
  { shopId, appointmentId, now }: { shopId: string; appointmentId: string; now: Date },
): (typeof scheduledNotifications.$inferInsert)[] {
  if (row.status !== 'confirmed' || !row.customerId) return [];
  const dues = reminderSchedule(
    {
      timeZone: row.timeZone,
      hoursBefore: [row.reminderHours, ...(row.secondReminderHours ? [row.secondReminderHours] : [])],
      quietStart: row.quietStart,
      quietEnd: row.quietEnd,
    },
    row.startsAt.getTime(),
    now.getTime(),
  );
  return dues.map((due) => ({
    shopId,
    type: REMINDER,
    appointmentId,
    customerId: row.customerId,
    dueAt: new Date(due),
    // The start is in the key: a reschedule makes new reminders, and a reminder already sent for
    // the old time does not stop the new one.
    dedupeKey: `reminder:${appointmentId}:${row.startsAt.toISOString()}:${new Date(due).toISOString()}`,
  }));
}
