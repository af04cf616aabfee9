import { and, asc, type Executor, inArray, isNull, notificationEvents, type Tx } from '@salon/db';

export type NotificationEventRow = typeof notificationEvents.$inferSelect;
export type NewNotificationEvent = typeof notificationEvents.$inferInsert;

/**
 * Records events for the notification sender, in the caller's transaction. An event whose
 * dedupe key was recorded before is left out: what tells once per visit tells once. Returns how
 * many were recorded.
 */
export async function recordNotificationEvents(
  db: Executor,
  events: NewNotificationEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const recorded = await db
    .insert(notificationEvents)
    .values(events)
    .onConflictDoNothing({ target: notificationEvents.dedupeKey })
    .returning({ id: notificationEvents.id });
  return recorded.length;
}

/** Events not expanded yet, oldest first. */
export function pendingNotificationEvents(db: Executor, limit: number): Promise<NotificationEventRow[]> {
  return db
    .select()
    .from(notificationEvents)
    .where(isNull(notificationEvents.expandedAt))
    .orderBy(asc(notificationEvents.createdAt))
    .limit(limit);
}

/**
 * Locks those of these events that are still not expanded, until the transaction ends, and
 * returns their ids. SKIP LOCKED: events another server is working on are left to it.
 */
export async function lockUnexpandedEvents(tx: Tx, ids: string[]): Promise<string[]> {
  const mine = await tx
    .select({ id: notificationEvents.id })
    .from(notificationEvents)
    .where(and(inArray(notificationEvents.id, ids), isNull(notificationEvents.expandedAt)))
    .for('update', { skipLocked: true });
  return mine.map((m) => m.id);
}

export async function markEventsExpanded(tx: Tx, ids: string[], at: Date): Promise<void> {
  await tx.update(notificationEvents).set({ expandedAt: at }).where(inArray(notificationEvents.id, ids));
}

export function notificationEventsByIds(db: Executor, ids: string[]): Promise<NotificationEventRow[]> {
  return db.select().from(notificationEvents).where(inArray(notificationEvents.id, ids));
}

/** Records one event; unlike `recordNotificationEvents`, a dedupe key recorded before fails the insert. */
export async function insertNotificationEvent(db: Executor, event: NewNotificationEvent): Promise<void> {
  await db.insert(notificationEvents).values(event);
}
