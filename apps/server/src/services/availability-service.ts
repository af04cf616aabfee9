import {
  AppError,
  type AvailabilityRequest,
  type AvailabilityResponse,
  computeAvailability,
  dateOfInstant,
  type DayAvailability,
  isoInZone,
  type IsoWeekday,
  type ServiceResponse,
  type ServiceSpec,

  type StylistSchedule,
  type WallInterval,
} from '@salon/domain';
import {
  and,
  appointmentItems,
  eq,
  type Executor,
  gt,
  gte,
  inArray,
  lt,
  lte,
  ne,
  scheduleOverrides,
  type ShopRow,
  type StylistRow,
  shopClosures,
  timeOff,
  workingHours,
} from '@salon/db';
import { loadServices } from './catalog-service.ts';
import { loadStylists } from './stylist-service.ts';
import { addDays, dayRangeInZone } from './zone-days.ts';

/** The engine's view of a service: who may perform it (among `eligible`) and for how long. */
export function specOf(service: ServiceResponse, eligible: ReadonlySet<string>): ServiceSpec {
  return {
    id: service.id,
    durationMinutes: service.durationMinutes,
    bufferBeforeMinutes: service.bufferBeforeMinutes,
    bufferAfterMinutes: service.bufferAfterMinutes,
    performers: service.stylists
      .filter((p) => eligible.has(p.stylistId))
      .map((p) => (p.durationMinutes ? { stylistId: p.stylistId, durationMinutes: p.durationMinutes } : { stylistId: p.stylistId })),
  };
}

export interface AvailabilityScope {
  /** The public booking page: only what is bookable online, and the shop's notice and advance rules. */
  audience: 'public' | 'staff';
  /** An appointment being moved does not block its own new time. */
  excludeAppointmentId?: string | undefined;
}

export interface LoadedAvailability {
  request: AvailabilityRequest;
  services: ServiceResponse[];
  stylists: StylistRow[];
}

export function chosenServices(all: ServiceResponse[], ids: string[], scope: AvailabilityScope, field: string) {
  const byId = new Map(all.map((s) => [s.id, s]));
  return ids.map((id, index) => {
    const service = byId.get(id);
    if (!service?.active || (scope.audience === 'public' && !service.bookableOnline)) {
      throw new AppError('ValidationError', 'A service cannot be booked', {
        details: [{ path: `${field}.${index}`, message: 'No such bookable service in this shop' }],
      });
    }
    return service;
  });
}

/** Everything the engine needs about one shop for the dates asked, read in a handful of queries. */
export async function loadAvailability(
  db: Executor,
  shop: ShopRow,
  input: { serviceIds: string[]; from: string; to: string; stylistId: string | null; now: number },
  scope: AvailabilityScope,
  field = 'query.services',
): Promise<LoadedAvailability> {
  const services = chosenServices(await loadServices(db, shop.id), input.serviceIds, scope, field);
  const stylists = (await loadStylists(db, shop.id)).filter(
    (s) => s.active && (scope.audience === 'staff' || s.bookableOnline),
  );
  if (input.stylistId && !stylists.some((s) => s.id === input.stylistId)) {
    throw new AppError('ValidationError', 'No such bookable stylist', {
      details: [{ path: field.replace('services', 'stylist'), message: 'No such bookable stylist in this shop' }],
    });
  }
  const stylistIds = stylists.map((s) => s.id);
  // A day's visits can start before midnight and end after it: read one day more on each side.
  const { start, end } = dayRangeInZone(shop.timeZone, addDays(input.from, -1), addDays(input.to, 1));

  const [hours, overrides, items, blocks, closures] = stylistIds.length
    ? await Promise.all([
        db.select().from(workingHours).where(eq(workingHours.shopId, shop.id)),
        db
          .select()
          .from(scheduleOverrides)
          .where(
            and(
              eq(scheduleOverrides.shopId, shop.id),
              gte(scheduleOverrides.date, input.from),
              lte(scheduleOverrides.date, input.to),
            ),
          ),
        db
          .select({
            stylistId: appointmentItems.stylistId,
            start: appointmentItems.occupiedStart,
            end: appointmentItems.occupiedEnd,
          })
          .from(appointmentItems)
          .where(
            and(
              eq(appointmentItems.shopId, shop.id),
              eq(appointmentItems.active, true),
              lt(appointmentItems.occupiedStart, end),
              gt(appointmentItems.occupiedEnd, start),
              scope.excludeAppointmentId ? ne(appointmentItems.appointmentId, scope.excludeAppointmentId) : undefined,
            ),
          ),
        db
          .select({ stylistId: timeOff.stylistId, start: timeOff.startsAt, end: timeOff.endsAt })
          .from(timeOff)
          .where(and(eq(timeOff.shopId, shop.id), lt(timeOff.startsAt, end), gt(timeOff.endsAt, start))),
        db
          .select({ date: shopClosures.date })
          .from(shopClosures)
          .where(and(eq(shopClosures.shopId, shop.id), gte(shopClosures.date, input.from), lte(shopClosures.date, input.to))),
      ])
    : [[], [], [], [], []];

  const schedules = new Map<string, StylistSchedule>(
    stylistIds.map((id) => [id, { id, weekly: {}, overrides: {}, busy: [] }]),
  );
  for (const row of hours) {
    const weekly = schedules.get(row.stylistId)?.weekly;
    if (!weekly) continue;
    const day = row.weekday as IsoWeekday;
    weekly[day] = [...(weekly[day] ?? []), { start: row.startMinute, end: row.endMinute }];
  }
  for (const row of overrides) {
    const schedule = schedules.get(row.stylistId);
    if (schedule?.overrides) schedule.overrides[row.date] = row.intervals as WallInterval[];
  }
  for (const row of [...items, ...blocks]) {
    schedules.get(row.stylistId)?.busy.push({ start: row.start.getTime(), end: row.end.getTime() });
  }

  const specs = services.map((service) => specOf(service, new Set(stylistIds)));

  // Staff may book at short notice, in the past (a walk-in already in the chair) and far ahead.
  const publicRules = scope.audience === 'public';
  return {
    services,
    stylists,
    request: {
      timeZone: shop.timeZone,
      slotStepMinutes: shop.slotStepMinutes,
      minNoticeMinutes: publicRules ? shop.minNoticeMinutes : 0,
      maxAdvanceDays: publicRules ? shop.maxAdvanceDays : 3650,
      services: specs,
      stylists: stylistIds.map((id) => schedules.get(id) as StylistSchedule),
      closedDates: closures.map((c) => c.date),
      from: input.from,
      to: input.to,
      now: publicRules ? input.now : start.getTime(),
      stylistId: input.stylistId,
    },
  };
}

export function serializeAvailability(days: DayAvailability[], timeZone: string): AvailabilityResponse {
  return {
    timeZone,
    days: days.map((day) => ({
      date: day.date,
      slots: day.slots.map((slot) => ({
        start: isoInZone(slot.start, timeZone),
        stylistIds: slot.stylistIds,
        ...(slot.sequence
          ? {
              sequence: slot.sequence.map((item) => ({
                serviceId: item.serviceId,
                stylistId: item.stylistId,
                start: isoInZone(item.start, timeZone),
                end: isoInZone(item.end, timeZone),
              })),
            }
          : {}),
      })),
    })),
  };
}

export async function availabilityFor(
  db: Executor,
  shop: ShopRow,
  query: { services: string[]; from: string; to: string; stylist: string },
  scope: AvailabilityScope,
  now: number,
): Promise<AvailabilityResponse> {
  const loaded = await loadAvailability(
    db,
    shop,
    { serviceIds: query.services, from: query.from, to: query.to, stylistId: query.stylist === 'any' ? null : query.stylist, now },
    scope,
  );
  return serializeAvailability(computeAvailability(loaded.request), shop.timeZone);
}

