import type { Db, Tx } from '@salon/db';
import { appointmentStatuses } from '@salon/domain';
import { notifyShop } from '../../infra/events.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { bumpCalendarSequence, insertHistory } from '../../repositories/appointments.ts';
import { runChangeReactions } from './change-reactions.ts';

/** Who made a change, as the history keeps it. */
export interface ChangeActor {
  kind: 'staff' | 'customer' | 'system';
  userId: string | null;
}

export interface HistoryEntry {
  action: string;
  changes: unknown;
}

export interface AppointmentChange {
  shopId: string;
  appointmentId: string;
  actor: ChangeActor;
  /** What the history keeps, in order: a move and a new label in one request are two entries. */
  history: HistoryEntry[];
  /** What open calendars are told happened: created, updated, rescheduled, or the status action. */
  event: string;
  /** The clock of the change (tests inject one); reminders are not scheduled before it. */
  now?: Date;
}

const statuses: readonly string[] = appointmentStatuses;

/**
 * Whether a change is one the customer's calendar shows: a new time or stylist, or a new status
 * (confirmed, cancelled…). A label or a note is not; nor is the booking itself (sequence 0).
 */
export function changesCalendar(history: readonly HistoryEntry[]): boolean {
  return history.some((entry) => {
    if (entry.action === 'rescheduled' || entry.action === 'moved') return true;
    const { from, to } = (entry.changes ?? {}) as { from?: unknown; to?: unknown };
    return typeof from === 'string' && typeof to === 'string' && from !== to && statuses.includes(to);
  });
}

/**
 * The one way an appointment changes. `write` makes the change's row writes in the transaction
 * opened here and says what it changed; its history and the live update follow in the same
 * transaction, so a change is never kept without its history, and open calendars hear of it
 * exactly when it is committed (PostgreSQL delivers a NOTIFY on commit and drops it on rollback).
 * The areas that react to it (notifications) write their rows in the same transaction: the
 * notification sender sends them once it hears of the commit.
 */
export async function writeAppointmentChange<T>(
  db: Db,
  write: (tx: Tx) => Promise<{ change: AppointmentChange; result: T }>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const { change, result } = await write(tx);
    await recordAppointmentChange(tx, change);
    return result;
  });
}

/**
 * A change's history, notifications and live update, in the transaction that made it: for the
 * writers that open their own transaction (a payment webhook also records the Stripe event in it).
 */
export async function recordAppointmentChange(tx: Tx, change: AppointmentChange): Promise<void> {
  if (changesCalendar(change.history)) {
    // Raised in the change's transaction, before its mails are written from the row.
    await bumpCalendarSequence(tx, change.shopId, change.appointmentId);
  }
  await insertHistory(
    tx,
    change.history.map((entry) => ({
      shopId: change.shopId,
      appointmentId: change.appointmentId,
      actorKind: change.actor.kind,
      actorUserId: change.actor.userId,
      action: entry.action,
      changes: entry.changes as object,
    })),
  );
  await runChangeReactions(tx, {
    shopId: change.shopId,
    appointmentId: change.appointmentId,
    actorUserId: change.actor.kind === 'staff' ? change.actor.userId : null,
    event: change.event,
    history: change.history,
    now: change.now ?? new Date(),
  });
  await notifyShop(tx, {
    shopId: change.shopId,
    type: 'appointment.changed',
    appointmentId: change.appointmentId,
    action: change.event,
  });
}
