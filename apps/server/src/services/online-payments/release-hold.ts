import { appointmentItems, appointments, type Db, eq } from '@salon/db';
import type { ServiceContext } from '../../context.ts';
import { findAppointment } from '../appointments/find-appointment.ts';
import { recordAppointmentChange } from '../appointments/write-appointment-change.ts';

export type HoldEnd = 'hold_expired' | 'payment_failed' | 'payment_canceled' | 'payment_unavailable';

/**
 * Frees the time an unpaid booking held: it is cancelled with the reason in its history and its
 * items stop holding the stylist's time. Nothing happens to a booking that is no longer waiting
 * (paid meanwhile, or released by another path first). Says whether it released it.
 */
export async function releaseHold(
  ctx: Pick<ServiceContext, 'now'> & { db: Db },
  { shopId, appointmentId, reason }: { shopId: string; appointmentId: string; reason: HoldEnd },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const appointment = await findAppointment(tx, shopId, appointmentId, { lock: true });
    if (appointment.status !== 'awaiting_payment') return false;
    const now = ctx.now();
    await tx
      .update(appointments)
      .set({ status: 'cancelled', updatedAt: now })
      .where(eq(appointments.id, appointmentId));
    await tx
      .update(appointmentItems)
      .set({ active: false })
      .where(eq(appointmentItems.appointmentId, appointmentId));
    await recordAppointmentChange(tx, {
      shopId,
      appointmentId,
      actor: { kind: 'system', userId: null },
      history: [{ action: reason, changes: { from: 'awaiting_payment', to: 'cancelled' } }],
      event: reason,
      now,
    });
    return true;
  });
}
