import { sql } from '@salon/db';
import type { ServiceContext } from './context.ts';

/** The one NOTIFY channel every server listens on; each event names its shop. */
export const EVENTS_CHANNEL = 'salon_events';

export interface ShopEvent {
  shopId: string;
  type: 'appointment.changed';
  appointmentId: string;
  /** What happened: created, moved, accept, cancel, rescheduled… */
  action: string;
}

/**
 * Tells every server (and through them every open calendar of the shop) that something changed.
 * Sent after the change is committed; a failure here never undoes or fails the change itself.
 */
export async function publishEvent(ctx: ServiceContext, event: ShopEvent): Promise<void> {
  try {
    await ctx.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
  } catch (err) {
    ctx.log.warn({ err, event }, 'could not publish a live update');
  }
}
