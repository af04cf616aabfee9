import type { Db, ShopRow } from '@salon/db';
import {
  AppError,
  type AppointmentAction,
  type AppointmentLabel,
  type AppointmentSource,
  type AppointmentStatus,
  appointmentActions,
  checkAppointmentAction,
  isoInZone,
  labelAfterAction,
} from '@salon/domain';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../infra/pg-errors.ts';
import { findAppointment } from '../booking/find-appointment.ts';
import { storeStatus } from '../booking/store-status.ts';
import { type ChangeActor, writeAppointmentChange } from '../booking/write-appointment-change.ts';
import { applyLoyaltyOnStatusChange } from '../loyalty/apply-status-change.ts';

/**
 * Moves an appointment along its lifecycle; the stylist's time is freed when it ends unused and
 * taken again when a no-show is undone, and the customer's loyalty points follow. Complete and no-show wait for the start (domain rules).
 * The status is read, locked, in the transaction that changes it: of two parallel changes of the
 * same visit the second sees what the first made of it.
 */
export async function writeStatusChange(
  db: Db,
  {
    shop,
    id,
    action,
    actor,
    options,
  }: {
    shop: ShopRow;
    id: string;
    action: AppointmentAction;
    actor: ChangeActor;
    options: {
      now: Date;
      mayCompleteEarly?: boolean;
      reason?: string | null | undefined;
      /** What the customer paid for the visit's services and products at checkout: the reward counts that. */
      paidAmount?: number;
    };
  },
): Promise<{ from: AppointmentStatus; to: AppointmentStatus }> {
  try {
    return await writeAppointmentChange(db, async (tx) => {
      const appointment = await findAppointment(tx, shop.id, id, { lock: true });
      const from = appointment.status as AppointmentStatus;
      const verdict = checkAppointmentAction({
        action,
        status: from,
        start: appointment.startsAt.getTime(),
        now: options.now.getTime(),
        timeZone: shop.timeZone,
        mayCompleteEarly: options.mayCompleteEarly ?? false,
      });
      if (!verdict.allowed && verdict.code === 'AppointmentNotStarted') {
        const start = isoInZone(appointment.startsAt, shop.timeZone);
        throw new AppError(
          'AppointmentNotStarted',
          verdict.earlyOnSameDay
            ? `This appointment starts at ${start}; only an owner or manager may complete it early`
            : `This appointment starts at ${start}; it can be completed or marked no-show once it has started`,
          { details: { start, earlyOnSameDay: verdict.earlyOnSameDay } },
        );
      }
      if (!verdict.allowed) {
        const to = appointmentActions[action];
        throw new AppError('InvalidTransition', `A ${from} appointment cannot be set ${to}`);
      }
      const to = verdict.to;
      const label = labelAfterAction(
        {
          label: appointment.label as AppointmentLabel,
          customLabel: appointment.customLabel,
          source: appointment.source as AppointmentSource,
          anyStylist: appointment.anyStylist,
        },
        action,
        to,
      );
      await storeStatus(tx, { id, status: to, now: options.now, label });
      // Points follow in the same transaction: a completion is rewarded exactly when it is kept.
      await applyLoyaltyOnStatusChange(tx, {
        shop,
        appointment,
        from,
        to,
        actorUserId: actor.userId,
        now: options.now,
        paidAmount: options.paidAmount,
      });
      const changes = {
        from,
        to,
        ...(label && label !== appointment.label ? { label: { from: appointment.label, to: label } } : {}),
        ...(verdict.early ? { early: true } : {}),
        ...(options.reason ? { reason: options.reason } : {}),
      };
      return {
        change: {
          shopId: shop.id,
          appointmentId: id,
          actor,
          history: [{ action, changes }],
          event: action,
          now: options.now,
        },
        result: { from, to },
      };
    });
  } catch (err) {
    // A no-show's time may have been booked by someone else before it was undone.
    if (pgErrorCode(err) === EXCLUSION_VIOLATION) {
      throw new AppError('SLOT_UNAVAILABLE', 'Another appointment now holds this time');
    }
    throw err;
  }
}
