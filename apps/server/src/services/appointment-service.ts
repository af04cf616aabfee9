import {
  and,
  appointmentItems,
  appointments,
  asc,
  type Executor,
  eq,
  gte,
  inArray,
  lt,
  type ShopRow,
} from '@salon/db';
import {
  type Actor,
  AppError,
  type AppointmentAction,
  type AppointmentLabel,
  type AppointmentStatus,
  activeStatuses,
  appointmentActions,
  type CreateAppointmentRequest,
  checkAppointmentAction,
  defineAbilityFor,
  isoInZone,
  mayCompleteEarly,
  type UpdateAppointmentRequest,
  type VisitItem,
} from '@salon/domain';
import { assertCan } from './abilities.ts';
import { appointmentView, historyOf, loadAppointmentViews } from './appointment-views.ts';
import {
  commitFirst,
  insertAppointment,
  type PlanRequest,
  planBooking,
  recordHistory,
  replaceItems,
} from './booking-service.ts';
import type { ServiceContext } from './context.ts';
import { customerForGuest, findCustomer } from './customer-service.ts';
import { publishEvent } from './events.ts';
import { idempotent } from './idempotency.ts';
import { EXCLUSION_VIOLATION, pgErrorCode } from './pg-errors.ts';
import { findShopRow } from './shop-service.ts';
import { findStylist } from './stylist-service.ts';
import { dayRangeInZone } from './zone-days.ts';

async function findAppointment(db: Executor, shopId: string, id: string) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.shopId, shopId)));
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

const defaultLabel = (input: CreateAppointmentRequest): AppointmentLabel =>
  input.source === 'walk_in' ? 'WalkIn' : input.stylist === 'any' ? 'Anyone' : 'NoLabel';

/** Staff book at any notice, walk-ins included; with `override` also outside hours and over blocked time. */
export async function createAppointment(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  input: CreateAppointmentRequest,
  idempotencyKey: string | undefined,
) {
  assertCan(actor, 'update', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  return idempotent(ctx, `admin:${shopId}:${actor.id}`, idempotencyKey, input, async () => {
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
        label: input.label ?? defaultLabel(input),
        customLabel: input.customLabel,
        source: input.source,
        anyStylist,
        note: input.note,
        guest: input.customerId ? null : input.customer,
        actor: { kind: 'staff', userId: actor.id },
      }),
    );
    await publishEvent(ctx, { shopId, type: 'appointment.changed', appointmentId: id, action: 'created' });
    return { status: 201, body: await appointmentView(ctx.db, shop, id) };
  });
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
  idempotencyKey: string | undefined,
) {
  assertCan(actor, 'update', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  return idempotent(ctx, `admin:${shopId}:${actor.id}`, idempotencyKey, { update: id, input }, async () => {
    const body = await applyUpdate(ctx, actor, shop, id, input);
    await publishEvent(ctx, { shopId, type: 'appointment.changed', appointmentId: id, action: 'updated' });
    return { status: 200, body };
  });
}

async function applyUpdate(
  ctx: ServiceContext,
  actor: Actor,
  shop: ShopRow,
  id: string,
  input: UpdateAppointmentRequest,
) {
  const shopId = shop.id;
  const appointment = await findAppointment(ctx.db, shopId, id);
  const staff = { kind: 'staff' as const, userId: actor.id };

  if (input.start !== undefined || input.stylistId !== undefined || input.durationMinutes !== undefined) {
    if (appointment.status !== 'pending' && appointment.status !== 'confirmed') {
      throw new AppError('InvalidTransition', `A ${appointment.status} appointment cannot be moved`);
    }
    if (input.stylistId) await findStylist(ctx.db, shopId, input.stylistId);
    const items = await ctx.db
      .select()
      .from(appointmentItems)
      .where(eq(appointmentItems.appointmentId, id))
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
    try {
      await ctx.db.transaction(async (tx) => {
        await replaceItems(tx, shopId, id, facts, plan);
        await recordHistory(tx, shopId, id, staff, 'moved', {
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
        });
      });
    } catch (err) {
      if (pgErrorCode(err) === EXCLUSION_VIOLATION) {
        throw new AppError('SLOT_UNAVAILABLE', 'Another appointment holds that time');
      }
      throw err;
    }
  }

  const { label, customLabel, note } = input;
  if (label !== undefined || customLabel !== undefined || note !== undefined) {
    const nextLabel = label ?? (appointment.label as AppointmentLabel);
    if (nextLabel === 'Custom' && !(customLabel ?? appointment.customLabel)) {
      throw new AppError('ValidationError', 'A custom label needs its text', {
        details: [{ path: 'body.customLabel', message: 'A custom label needs its text' }],
      });
    }
    const changes = {
      ...(label !== undefined ? { label } : {}),
      ...(customLabel !== undefined || label !== undefined
        ? { customLabel: nextLabel === 'Custom' ? (customLabel ?? appointment.customLabel) : null }
        : {}),
      ...(note !== undefined ? { note } : {}),
    };
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(appointments)
        .set({ ...changes, updatedAt: ctx.now() })
        .where(eq(appointments.id, id));
      await recordHistory(tx, shopId, id, staff, 'updated', changes);
    });
  }
  return appointmentView(ctx.db, shop, id);
}

/** The label a visit shows again when a no-show is undone: what it was booked as. */
const labelBooked = (appointment: typeof appointments.$inferSelect): AppointmentLabel => {
  if (appointment.customLabel) return 'Custom';
  if (appointment.source === 'walk_in') return 'WalkIn';
  if (appointment.anyStylist) return 'Anyone';
  return appointment.source === 'online' || appointment.source === 'google' ? 'Requested' : 'NoLabel';
};

/**
 * Moves an appointment along its lifecycle; the stylist's time is freed when it ends unused and
 * taken again when a no-show is undone. Complete and no-show wait for the start (domain rules).
 */
export async function changeStatus(
  db: Executor,
  shop: ShopRow,
  id: string,
  action: AppointmentAction,
  actor: { kind: 'staff' | 'customer' | 'system'; userId: string | null },
  options: { now: Date; mayCompleteEarly?: boolean; reason?: string | null | undefined },
) {
  const appointment = await findAppointment(db, shop.id, id);
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
  // An accepted request shows, like any online booking, whether a stylist was asked for.
  const accepted = appointment.label === 'Pending' && to === 'confirmed';
  const label: AppointmentLabel | undefined =
    to === 'no_show'
      ? 'NoShow'
      : accepted
        ? appointment.anyStylist
          ? 'Anyone'
          : 'Requested'
        : action === 'reopen' && appointment.label === 'NoShow'
          ? labelBooked(appointment)
          : undefined;
  try {
    await db.transaction(async (tx) => {
      // Only from the status read above: a parallel change of the same visit loses, not both win.
      const [changed] = await tx
        .update(appointments)
        .set({ status: to, ...(label ? { label } : {}), updatedAt: options.now })
        .where(and(eq(appointments.id, id), eq(appointments.status, from)))
        .returning({ id: appointments.id });
      if (!changed) throw new AppError('InvalidTransition', 'This appointment was changed meanwhile');
      await tx
        .update(appointmentItems)
        .set({ active: activeStatuses.includes(to) })
        .where(eq(appointmentItems.appointmentId, id));
      await recordHistory(tx, shop.id, id, actor, action, {
        from,
        to,
        ...(label && label !== appointment.label ? { label: { from: appointment.label, to: label } } : {}),
        ...(verdict.early ? { early: true } : {}),
        ...(options.reason ? { reason: options.reason } : {}),
      });
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
  idempotencyKey: string | undefined,
) {
  assertCan(actor, 'update', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  return idempotent(ctx, `admin:${shopId}:${actor.id}`, idempotencyKey, { action, id, reason }, async () => {
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
    await publishEvent(ctx, { shopId, type: 'appointment.changed', appointmentId: id, action });
    return { status: 200, body: await appointmentView(ctx.db, shop, id) };
  });
}
