import { randomBytes } from 'node:crypto';
import { appointmentItems, appointments, eq, type ShopRow, type Tx } from '@salon/db';
import {
  AppError,
  type AppointmentLabel,
  type AppointmentSource,
  type AppointmentStatus,
  computeAvailability,
  customLabelText,
  dateOfInstant,
  planVisit,
  type ServiceResponse,
  type VisitItem,
} from '@salon/domain';
import type { ServiceContext } from '../context.ts';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../infra/pg-errors.ts';
import {
  type AppointmentChange,
  type ChangeActor,
  writeAppointmentChange,
} from './appointments/write-appointment-change.ts';
import {
  type AvailabilityScope,
  anyoneOrder,
  chosenServices,
  loadAvailability,
  priceOf,
  serializeAvailability,
  specOf,
} from './availability-service.ts';
import { loadServices } from './catalog-service.ts';
import { findStylist } from './stylist-service.ts';

export interface PlanRequest {
  shop: ShopRow;
  serviceIds: string[];
  start: number;
  /** A stylist id, or `any`. */
  stylist: string;
  scope: AvailabilityScope;
  /** Staff only: skip working hours and blocked time; overlapping appointments stay impossible. */
  override?: boolean;
  /** Where the request's fields are, for error details (`body` or `query`). */
  field: string;
}

export interface Plans {
  services: ServiceResponse[];
  /** Ways to serve the visit, best first: one per candidate stylist for "Anyone". */
  plans: VisitItem[][];
  anyStylist: boolean;
}

export const newManageToken = () => randomBytes(24).toString('base64url');

/** The 409 a customer gets when the time is gone, with the day's fresh times to choose from. */
async function slotUnavailable(ctx: ServiceContext, request: PlanRequest): Promise<AppError> {
  const date = dateOfInstant(request.shop.timeZone, request.start);
  let details: unknown;
  try {
    const loaded = await loadAvailability(
      ctx.db,
      request.shop,
      {
        serviceIds: request.serviceIds,
        from: date,
        to: date,
        stylistId: request.stylist === 'any' ? null : request.stylist,
        now: ctx.now().getTime(),
      },
      request.scope,
      `${request.field}.services`,
    );
    details = serializeAvailability(computeAvailability(loaded.request), loaded, request.stylist === 'any');
  } catch {
    details = undefined;
  }
  return new AppError('SLOT_UNAVAILABLE', 'That time is no longer available', { details });
}

/** Who could serve the visit at exactly `start`, in the order to try them. */
export async function planBooking(ctx: ServiceContext, request: PlanRequest): Promise<Plans> {
  const { shop, start } = request;
  const anyStylist = request.stylist === 'any';

  if (request.override) {
    if (anyStylist) {
      throw new AppError('ValidationError', 'Choose a stylist to book outside the hours', {
        details: [{ path: `${request.field}.stylist`, message: 'A stylist is needed with override' }],
      });
    }
    await findStylist(ctx.db, shop.id, request.stylist);
    const services = chosenServices(
      await loadServices(ctx.db, shop.id),
      request.serviceIds,
      request.scope,
      `${request.field}.services`,
    );
    const specs = services.map((s) => specOf(s, new Set([request.stylist])));
    return { services, anyStylist, plans: [planVisit(specs, start, () => request.stylist)] };
  }

  const date = dateOfInstant(shop.timeZone, start);
  const loaded = await loadAvailability(
    ctx.db,
    shop,
    {
      serviceIds: request.serviceIds,
      from: date,
      to: date,
      stylistId: anyStylist ? null : request.stylist,
      now: ctx.now().getTime(),
    },
    request.scope,
    `${request.field}.services`,
  );
  const [day] = computeAvailability(loaded.request);
  const slot = day?.slots.find((s) => s.start === start);
  if (!slot) throw await slotUnavailable(ctx, request);

  const specs = loaded.request.services;
  if (slot.stylistIds.length > 0) {
    // The same order the availability showed "any" customers, so they get whom they were shown.
    const order = anyStylist ? anyoneOrder(slot.stylistIds, loaded.loadOn(date)) : slot.stylistIds;
    return {
      services: loaded.services,
      anyStylist,
      plans: order.map((id) => planVisit(specs, start, () => id)),
    };
  }
  return { services: loaded.services, anyStylist, plans: slot.sequence ? [slot.sequence] : [] };
}

/**
 * Writes the first plan the database accepts, each try as one appointment change. Losing a race
 * surfaces as the exclusion constraint's violation; the next candidate is tried, and when none is
 * left the caller gets SLOT_UNAVAILABLE with fresh times.
 */
export async function commitFirst<T>(
  ctx: ServiceContext,
  request: PlanRequest,
  plans: VisitItem[][],
  write: (tx: Tx, plan: VisitItem[]) => Promise<{ change: AppointmentChange; result: T }>,
): Promise<T> {
  for (const plan of plans) {
    try {
      return await writeAppointmentChange(ctx.db, (tx) => write(tx, plan));
    } catch (err) {
      if (pgErrorCode(err) !== EXCLUSION_VIOLATION) throw err;
    }
  }
  throw await slotUnavailable(ctx, request);
}

/** What each item of a visit records besides its times: the service and its price as booked. */
export interface ItemFacts {
  serviceId: string | null;
  serviceName: string;
  priceAmount: number;
}

export const factsOf = (services: ServiceResponse[], plan: VisitItem[]): ItemFacts[] =>
  plan.map((item, i) => {
    const service = services[i] as ServiceResponse;
    return {
      serviceId: service.id,
      serviceName: service.name,
      priceAmount: priceOf(service, item.stylistId),
    };
  });

async function insertItems(
  tx: Tx,
  shopId: string,
  appointmentId: string,
  facts: ItemFacts[],
  plan: VisitItem[],
) {
  await tx.insert(appointmentItems).values(
    plan.map((item, position) => ({
      appointmentId,
      shopId,
      ...(facts[position] as ItemFacts),
      stylistId: item.stylistId,
      position,
      startsAt: new Date(item.start),
      endsAt: new Date(item.end),
      occupiedStart: new Date(item.occupiedStart),
      occupiedEnd: new Date(item.occupiedEnd),
    })),
  );
}

export interface NewAppointment {
  shop: ShopRow;
  services: ServiceResponse[];
  plan: VisitItem[];
  customerId: string | null;
  status: AppointmentStatus;
  label: AppointmentLabel;
  customLabel?: string | null | undefined;
  source: AppointmentSource;
  anyStylist: boolean;
  note?: string | null | undefined;
  manageTokenHash?: string | null;
  /** What a guest typed, kept on the visit (the stored customer is not changed by a guest). */
  guest?: { name: string; email?: string | null | undefined; phone?: string | null | undefined } | null;
  actor: ChangeActor;
}

/** Inserts a visit with its items; the change it answers is recorded by `writeAppointmentChange`. */
export async function insertAppointment(
  tx: Tx,
  input: NewAppointment,
): Promise<{ change: AppointmentChange; result: string }> {
  const first = input.plan[0] as VisitItem;
  const last = input.plan[input.plan.length - 1] as VisitItem;
  const facts = factsOf(input.services, input.plan);
  const price = facts.reduce((sum, item) => sum + item.priceAmount, 0);
  const deposit = input.services.reduce((sum, s) => sum + (s.depositAmount ?? 0), 0);
  const [row] = await tx
    .insert(appointments)
    .values({
      shopId: input.shop.id,
      customerId: input.customerId,
      status: input.status,
      label: input.label,
      customLabel: customLabelText(input.label, input.customLabel),
      source: input.source,
      anyStylist: input.anyStylist,
      startsAt: new Date(first.start),
      endsAt: new Date(last.end),
      note: input.note ?? null,
      priceAmount: price,
      currency: input.services[0]?.price.currency ?? input.shop.currency,
      depositAmount: deposit > 0 ? deposit : null,
      manageTokenHash: input.manageTokenHash ?? null,
      guestName: input.guest?.name ?? null,
      guestEmail: input.guest?.email ?? null,
      guestPhone: input.guest?.phone ?? null,
      createdBy: input.actor.userId,
    })
    .returning({ id: appointments.id });
  const id = (row as { id: string }).id;
  await insertItems(tx, input.shop.id, id, facts, input.plan);
  const changes = {
    status: input.status,
    start: new Date(first.start).toISOString(),
    stylists: [...new Set(input.plan.map((i) => i.stylistId))],
  };
  return {
    change: {
      shopId: input.shop.id,
      appointmentId: id,
      actor: input.actor,
      history: [{ action: 'created', changes }],
      event: 'created',
    },
    result: id,
  };
}

/** Replaces a visit's items (a move): old rows go first, so the visit never collides with itself. */
export async function replaceItems(
  tx: Tx,
  shopId: string,
  appointmentId: string,
  facts: ItemFacts[],
  plan: VisitItem[],
) {
  await tx.delete(appointmentItems).where(eq(appointmentItems.appointmentId, appointmentId));
  await insertItems(tx, shopId, appointmentId, facts, plan);
  const first = plan[0] as VisitItem;
  const last = plan[plan.length - 1] as VisitItem;
  await tx
    .update(appointments)
    .set({ startsAt: new Date(first.start), endsAt: new Date(last.end), updatedAt: new Date() })
    .where(eq(appointments.id, appointmentId));
}
