import { type Executor, notificationEvents } from '@salon/db';

export type NewNotificationEvent = typeof notificationEvents.$inferInsert;

/**
 * Records events for the notification sender, in the caller's transaction. An event whose
 * dedupe key was recorded before is left out: what tells once per visit tells once.
 */
export async function recordNotificationEvents(db: Executor, events: NewNotificationEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(notificationEvents)
    .values(events)
    .onConflictDoNothing({ target: notificationEvents.dedupeKey });
}
