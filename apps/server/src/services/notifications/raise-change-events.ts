import { randomUUID } from 'node:crypto';
import type { Tx } from '@salon/db';
import {
  type AppointmentStatus,
  type CustomerNotificationType,
  notificationTypesForChange,
} from '@salon/domain';
import { visitNotificationFacts } from '../../repositories/appointments.ts';
import { recordNotificationEvents } from '../../repositories/notification-events.ts';
import { scheduleNotifications, unscheduleVisitNotifications } from '../../repositories/notifications.ts';
import type { RaisedChange } from '../booking/change-reactions.ts';
import { REMINDER, reminderRows } from './reminder-plan.ts';

const REVIEW: CustomerNotificationType = 'CustomerReviewAppointment';

/** The start a move or reschedule left, when the start changed (a move to another stylist alone keeps it). */
function previousStart(entry: RaisedChange['history'][number]): string | undefined {
  const changes = (entry.changes ?? {}) as { from?: unknown; to?: unknown };
  if (entry.action === 'rescheduled' && typeof changes.from === 'string' && changes.from !== changes.to) {
    return changes.from;
  }
  if (entry.action === 'moved') {
    const from = changes.from as { start?: unknown } | undefined;
    const to = changes.to as { start?: unknown } | undefined;
    if (typeof from?.start === 'string' && from.start !== to?.start) return from.start;
  }
  return undefined;
}

/** What the history of a change says the messages should carry: a reason, the start before a move. */
function changeData(history: RaisedChange['history']): { reason?: string; previousStart?: string } {
  const out: { reason?: string; previousStart?: string } = {};
  for (const entry of history) {
    const changes = (entry.changes ?? {}) as Record<string, unknown>;
    if (typeof changes.reason === 'string' && changes.reason) out.reason = changes.reason;
    const before = previousStart(entry);
    if (before) out.previousStart = before;
  }
  return out;
}

/**
 * Raises the notification events of a committed appointment change and keeps its reminders and
 * review request in step, inside the change's transaction: the events exist exactly when the
 * change does, and the sender delivers them after commit.
 */
export async function raiseChangeEvents(tx: Tx, change: RaisedChange): Promise<void> {
  const row = await visitNotificationFacts(tx, change.shopId, change.appointmentId);
  if (!row) return;
  const status = row.status as AppointmentStatus;

  const types = notificationTypesForChange({
    event: change.event,
    // A move that kept the start (another stylist only) is no reschedule for the customer.
    actions: change.history.filter((h) => h.action !== 'moved' || previousStart(h)).map((h) => h.action),
    status,
    source: row.source,
  });
  if (types.length > 0) {
    const changeId = randomUUID();
    const data = changeData(change.history);
    await recordNotificationEvents(
      tx,
      types.map((type) => ({
        shopId: change.shopId,
        type,
        appointmentId: change.appointmentId,
        customerId: row.customerId,
        actorUserId: change.actorUserId,
        data,
        dedupeKey: `change:${changeId}:${type}`,
      })),
    );
  }

  const keep = reminderRows(row, {
    shopId: change.shopId,
    appointmentId: change.appointmentId,
    now: change.now,
  });
  if (status === 'completed' && row.customerId && row.reviewRequestsEnabled && change.event === 'complete') {
    keep.push({
      shopId: change.shopId,
      type: REVIEW,
      appointmentId: change.appointmentId,
      customerId: row.customerId,
      dueAt: new Date(change.now.getTime() + row.reviewRequestHours * 3_600_000),
      // Once per visit: completing it again after an undo asks no second time.
      dedupeKey: `review:${change.appointmentId}`,
    });
  }
  await unscheduleVisitNotifications(tx, change.appointmentId, [REMINDER, REVIEW]);
  if (keep.length > 0) {
    // A key already used was raised before (the review request of a visit completed twice).
    await scheduleNotifications(tx, keep);
  }
}
