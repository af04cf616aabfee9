import {
  and,
  appointmentItems,
  appointments,
  asc,
  type Db,
  type Executor,
  eq,
  gte,
  inArray,
  lt,
  type ShopRow,
  type Tx,
} from '@salon/db';
import {
  type Actor,
  AppError,
  type AppointmentAction,
  type AppointmentLabel,
  type AppointmentResponse,
  type AppointmentSource,
  type AppointmentStatus,
  activeStatuses,
  appointmentActions,
  type CreateAppointmentRequest,
  checkAppointmentAction,
  customLabelLacksText,
  customLabelText,
  defaultLabel,
  defineAbilityFor,
  isoInZone,
  labelAfterAction,
  mayCompleteEarly,
  type UpdateAppointmentRequest,
  type VisitItem,
} from '@salon/domain';
import type { ServiceContext } from '../context.ts';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../infra/pg-errors.ts';
import { assertCan } from './abilities.ts';
import { appointmentView, historyOf, loadAppointmentViews } from './appointment-views.ts';
import {
  type ChangeActor,
  type HistoryEntry,
  writeAppointmentChange,
} from './appointments/write-appointment-change.ts';
import {
  commitFirst,
  insertAppointment,
  type PlanRequest,
  planBooking,
  replaceItems,
} from './booking-service.ts';
import { customerForGuest, findCustomer } from './customer-service.ts';
import { findShopRow } from './shop-service.ts';
import { findStylist } from './stylist-service.ts';
import { dayRangeInZone } from './zone-days.ts';

type AppointmentRow = typeof appointments.$inferSelect;

async function findAppointment(
  db: Executor,
  shopId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AppointmentRow> {
  const query = db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.shopId, shopId)));
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw new AppError('NotFound', 'No such appointment');
  return row;
}

export async function listAppointments(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  query: {
    from: string;
    to: string;
    stylistId?: string[] | undefined;
    status?: string[] | undefined;
    label?: string[] | undefined;
    source?: string[] | undefined;
  },
) {
  assertCan(actor, 'read', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const { start, end } = dayRangeInZone(shop.timeZone, query.from, query.to);
  const items = await loadAppointmentViews(
    ctx.db,
    shop,
    and(
      gte(appointments.startsAt, start),
      lt(appointments.startsAt, end),
      query.status?.length ? inArray(appointments.status, query.status) : undefined,
      query.label?.length ? inArray(appointments.label, query.label) : undefined,
      query.source?.length ? inArray(appointments.source, query.source) : undefined,
      query.stylistId?.length
        ? inArray(
            appointments.id,
            ctx.db
              .select({ id: appointmentItems.appointmentId })
              .from(appointmentItems)
              .where(
                and(
                  eq(appointmentItems.shopId, shopId),
                  inArray(appointmentItems.stylistId, query.stylistId),
                ),
              ),
          )
        : undefined,
    ),
  );
  return { items, total: items.length };
}

export async function getAppointment(ctx: ServiceContext, actor: Actor, shopId: string, id: string) {
  assertCan(actor, 'read', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const view = await appointmentView(ctx.db, shop, id);
  return { ...view, history: await historyOf(ctx.db, shop, id) };
}

/** Staff book at any notice, walk-ins included; with `override` also outside hours and over blocked time. */
export async function createAppointment(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  input: CreateAppointmentRequest,
): Promise<AppointmentResponse> {
  assertCan(actor, 'update', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const customer = input.customerId
    ? await findCustomer(ctx.db, shopId, input.customerId)
    : input.customer
      ? await customerForGuest(ctx.db, shopId, input.customer)
      : null;
  const request: PlanRequest = {
    shop,
    serviceIds: input.services,
    start: Date.parse(input.start),
    stylist: input.stylist,
    scope: { audience: 'staff' },
    override: input.override,
    field: 'body',
  };
  const { services, plans, anyStylist } = await planBooking(ctx, request);
  const id = await commitFirst(ctx, request, plans, (tx, plan) =>
    insertAppointment(tx, {
      shop,
      services,
      plan,
      customerId: customer?.id ?? null,
      status: 'confirmed',
      label: input.label ?? defaultLabel({ source: input.source, anyStylist: input.stylist === 'any' }),
      customLabel: input.customLabel,
      source: input.source,
      anyStylist,
      note: input.note,
      guest: input.customerId ? null : input.customer,
      actor: { kind: 'staff', userId: actor.id },
    }),
  );
  return appointmentView(ctx.db, shop, id);
}

/**
 * Moves an appointment in time and/or to another stylist, or changes its length. Staff decide
 * about hours themselves here (as on a paper book); an overlap with another appointment is
 * still impossible and answers SLOT_UNAVAILABLE.
 */
export async function updateAppointment(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  id: string,
  input: UpdateAppointmentRequest,
): Promise<AppointmentResponse> {
  assertCan(actor, 'update', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  return applyUpdate(ctx, actor, shop, id, input);
}

/** A move, a new length, label or note, or several at once: one change, all or nothing. */
async function applyUpdate(
  ctx: ServiceContext,
  actor: Actor,
  shop: ShopRow,
  id: string,
  input: UpdateAppointmentRequest,
) {
  const shopId = shop.id;
  try {
    await writeAppointmentChange(ctx.db, async (tx) => {
      const appointment = await findAppointment(tx, shopId, id);
      const history: HistoryEntry[] = [];
      if (input.start !== undefined || input.stylistId !== undefined || input.durationMinutes !== undefined) {
        history.push(await move(tx, shopId, appointment, input));
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
        await tx
          .update(appointments)
          .set({ ...changes, updatedAt: ctx.now() })
          .where(eq(appointments.id, id));
        history.push({ action: 'updated', changes });
      }
      return {
        change: {
          shopId,
          appointmentId: id,
          actor: { kind: 'staff', userId: actor.id },
          history,
          event: 'updated',
        },
        result: undefined,
      };
    });
  } catch (err) {
    if (pgErrorCode(err) === EXCLUSION_VIOLATION) {
      throw new AppError('SLOT_UNAVAILABLE', 'Another appointment holds that time');
    }
    throw err;
  }
  return appointmentView(ctx.db, shop, id);
}

/** Moves a visit in time and/or to another stylist, or changes its length at its end. */
async function move(
  tx: Tx,
  shopId: string,
  appointment: AppointmentRow,
  input: UpdateAppointmentRequest,
): Promise<HistoryEntry> {
  if (appointment.status !== 'pending' && appointment.status !== 'confirmed') {
    throw new AppError('InvalidTransition', `A ${appointment.status} appointment cannot be moved`);
  }
  if (input.stylistId) await findStylist(tx, shopId, input.stylistId);
  const items = await tx
    .select()
    .from(appointmentItems)
    .where(eq(appointmentItems.appointmentId, appointment.id))
    .orderBy(asc(appointmentItems.position));
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
  await replaceItems(tx, shopId, appointment.id, facts, plan);
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

/**
 * Moves an appointment along its lifecycle; the stylist's time is freed when it ends unused and
 * taken again when a no-show is undone. Complete and no-show wait for the start (domain rules).
 * The status is read, locked, in the transaction that changes it: of two parallel changes of the
 * same visit the second sees what the first made of it.
 */
export async function changeStatus(
  db: Db,
  shop: ShopRow,
  id: string,
  action: AppointmentAction,
  actor: ChangeActor,
  options: { now: Date; mayCompleteEarly?: boolean; reason?: string | null | undefined },
) {
  try {
    await writeAppointmentChange(db, async (tx) => {
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
      await tx
        .update(appointments)
        .set({ status: to, ...(label ? { label } : {}), updatedAt: options.now })
        .where(eq(appointments.id, id));
      await tx
        .update(appointmentItems)
        .set({ active: activeStatuses.includes(to) })
        .where(eq(appointmentItems.appointmentId, id));
      const changes = {
        from,
        to,
        ...(label && label !== appointment.label ? { label: { from: appointment.label, to: label } } : {}),
        ...(verdict.early ? { early: true } : {}),
        ...(options.reason ? { reason: options.reason } : {}),
      };
      return {
        change: { shopId: shop.id, appointmentId: id, actor, history: [{ action, changes }], event: action },
        result: undefined,
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

export async function actOnAppointment(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  id: string,
  action: AppointmentAction,
  reason: string | null | undefined,
): Promise<AppointmentResponse> {
  assertCan(actor, 'update', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  await changeStatus(
    ctx.db,
    shop,
    id,
    action,
    { kind: 'staff', userId: actor.id },
    {
      now: ctx.now(),
      mayCompleteEarly: mayCompleteEarly(defineAbilityFor(actor), shopId),
      reason,
    },
  );
  return appointmentView(ctx.db, shop, id);
}
