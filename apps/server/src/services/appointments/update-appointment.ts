import type { AppointmentRow, ShopRow, Tx } from '@salon/db';
import {
  type Actor,
  AppError,
  type AppointmentLabel,
  type AppointmentResponse,
  customLabelLacksText,
  customLabelText,
  type UpdateAppointmentRequest,
  type VisitItem,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../infra/pg-errors.ts';
import { changeVisit, itemsOfVisits } from '../../repositories/appointments.ts';
import { replaceItems } from '../booking/appointment-items.ts';
import { appointmentView } from '../booking/appointment-views.ts';
import { findAppointment } from '../booking/find-appointment.ts';
import { slotUnavailable } from '../booking/plan-booking.ts';
import { type HistoryEntry, writeAppointmentChange } from '../booking/write-appointment-change.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { findStylist } from '../team/stylist-records.ts';

/**
 * Moves an appointment in time and/or to another stylist, or changes its length. Staff decide
 * about hours themselves here (as on a paper book); an overlap with another appointment is
 * still impossible and answers SLOT_UNAVAILABLE, with the day's free times as a new booking's
 * refusal has them.
 */
export async function updateAppointment(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id, input }: { shopId: string; id: string; input: UpdateAppointmentRequest },
): Promise<AppointmentResponse> {
  assertCan(actor, 'update', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  return applyUpdate(ctx, actor, { shop, id, input });
}

/** A move, a new length, label or note, or several at once: one change, all or nothing. */
async function applyUpdate(
  ctx: ServiceContext,
  actor: Actor,
  { shop, id, input }: { shop: ShopRow; id: string; input: UpdateAppointmentRequest },
) {
  const shopId = shop.id;
  try {
    await writeAppointmentChange(ctx.db, async (tx) => {
      // Locked, like a status change: a parallel cancel cannot slip in between the check and the move.
      const appointment = await findAppointment(tx, shopId, id, { lock: true });
      const history: HistoryEntry[] = [];
      if (input.start !== undefined || input.stylistId !== undefined || input.durationMinutes !== undefined) {
        history.push(await move(tx, { shopId, appointment, input }));
      }
      const { label, customLabel, note } = input;
      if (label !== undefined || customLabel !== undefined || note !== undefined) {
        const nextLabel = label ?? (appointment.label as AppointmentLabel);
        const text = customLabel ?? appointment.customLabel;
        if (customLabelLacksText(nextLabel, text)) {
          throw new AppError('ValidationError', 'A custom label needs its text', {
            details: [{ path: 'body.customLabel', message: 'A custom label needs its text' }],
          });
        }
        const changes = {
          ...(label !== undefined ? { label } : {}),
          ...(customLabel !== undefined || label !== undefined
            ? { customLabel: customLabelText(nextLabel, text) }
            : {}),
          ...(note !== undefined ? { note } : {}),
        };
        await changeVisit(tx, id, { ...changes, updatedAt: ctx.now() });
        history.push({ action: 'updated', changes });
      }
      return {
        change: {
          shopId,
          appointmentId: id,
          actor: { kind: 'staff', userId: actor.id },
          history,
          event: 'updated',
          now: ctx.now(),
        },
        result: undefined,
      };
    });
  } catch (err) {
    if (pgErrorCode(err) === EXCLUSION_VIOLATION) throw await moveRefused(ctx, shop, id, input);
    throw err;
  }
  return appointmentView(ctx.db, shop, id);
}

/**
 * The refusal of a move onto a taken time, with the free times of that day for the visit's
 * services with the stylist asked for (the visit itself not counted as in the way): staff pick
 * one instead of guessing. A visit of a service since deleted gets the refusal without times.
 */
async function moveRefused(
  ctx: ServiceContext,
  shop: ShopRow,
  id: string,
  input: UpdateAppointmentRequest,
): Promise<AppError> {
  const message = 'Another appointment holds that time';
  const items = await itemsOfVisits(ctx.db, [id]);
  const first = items[0];
  const serviceIds = items.flatMap((item) => (item.serviceId ? [item.serviceId] : []));
  if (!first || serviceIds.length !== items.length) return new AppError('SLOT_UNAVAILABLE', message);
  const stylists = new Set(items.map((item) => item.stylistId));
  const { details } = await slotUnavailable(ctx, {
    shop,
    serviceIds,
    start: input.start ? Date.parse(input.start) : first.startsAt.getTime(),
    stylist: input.stylistId ?? (stylists.size === 1 ? first.stylistId : 'any'),
    scope: { audience: 'staff', excludeAppointmentId: id },
    field: 'body',
  });
  return new AppError('SLOT_UNAVAILABLE', message, { details });
}

/** Moves a visit in time and/or to another stylist, or changes its length at its end. */
async function move(
  tx: Tx,
  {
    shopId,
    appointment,
    input,
  }: { shopId: string; appointment: AppointmentRow; input: UpdateAppointmentRequest },
): Promise<HistoryEntry> {
  if (appointment.status !== 'pending' && appointment.status !== 'confirmed') {
    throw new AppError('InvalidTransition', `A ${appointment.status} appointment cannot be moved`);
  }
  if (input.stylistId) await findStylist(tx, shopId, input.stylistId);
  const items = await itemsOfVisits(tx, [appointment.id]);
  const delta = input.start ? Date.parse(input.start) - appointment.startsAt.getTime() : 0;
  const plan: VisitItem[] = items.map((item) => ({
    serviceId: item.serviceId ?? '',
    stylistId: input.stylistId ?? item.stylistId,
    start: item.startsAt.getTime() + delta,
    end: item.endsAt.getTime() + delta,
    occupiedStart: item.occupiedStart.getTime() + delta,
    occupiedEnd: item.occupiedEnd.getTime() + delta,
  }));
  const last = plan[plan.length - 1];
  if (last && input.durationMinutes !== undefined) {
    // The visit's length changes at its end: the last service gets longer or shorter.
    const first = plan[0] as VisitItem;
    const bufferAfter = last.occupiedEnd - last.end;
    last.end = first.start + input.durationMinutes * 60_000;
    if (last.end <= last.start) {
      throw new AppError('ValidationError', 'Too short for the services of this visit', {
        details: [{ path: 'body.durationMinutes', message: 'Must leave every service some time' }],
      });
    }
    last.occupiedEnd = last.end + bufferAfter;
  }
  const facts = items.map((i) => ({
    serviceId: i.serviceId,
    serviceName: i.serviceName,
    priceAmount: i.priceAmount,
  }));
  await replaceItems(tx, { shopId, appointmentId: appointment.id, facts, plan });
  return {
    action: 'moved',
    changes: {
      from: {
        start: appointment.startsAt.toISOString(),
        end: appointment.endsAt.toISOString(),
        stylists: [...new Set(items.map((i) => i.stylistId))],
      },
      to: {
        start: new Date(plan[0]?.start ?? 0).toISOString(),
        end: new Date(last?.end ?? 0).toISOString(),
        stylists: [...new Set(plan.map((i) => i.stylistId))],
      },
    },
  };
}
