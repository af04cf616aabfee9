import { sql, type Tx } from '@salon/db';

/** The one NOTIFY channel every server listens on; each event names its shop. */
export const EVENTS_CHANNEL = 'salon_events';

export type ShopEvent =
  | {
      shopId: string;
      type: 'appointment.changed';
      appointmentId: string;
      /** What happened: created, updated, rescheduled, or the status action (accept, cancel…). */
      action: string;
    }
  | {
      shopId: string;
      /** A staff member's bell has something new (or was read elsewhere): only that user's pages hear it. */
      type: 'notification.changed';
      userId: string;
    };

/**
 * Tells every server (and through them every open calendar of the shop) about a change. Sent
 * inside the transaction that makes the change: PostgreSQL delivers it on commit and drops it on
 * rollback, so nobody hears of a change that did not happen or misses one that did.
 */
export async function notifyShop(tx: Tx, event: ShopEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
