import { type Executor, eq, type ShopRow, type StylistRow, sql, workingHours } from '@salon/db';
import {
  AppError,
  type AvailabilityRequest,
  type AvailabilityResponse,
  computeAvailability,
  type DayAvailability,
  type IsoWeekday,
  isoInZone,
  type ServiceResponse,
  type ServiceSpec,
  type StylistSchedule,
  type WallInterval,
} from '@salon/domain';
import { loadServices } from './catalog-service.ts';
import { queryRows } from './sql.ts';
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
      .map((p) =>
        p.durationMinutes
          ? { stylistId: p.stylistId, durationMinutes: p.durationMinutes }
          : { stylistId: p.stylistId },
      ),
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

export function chosenServices(
  all: ServiceResponse[],
  ids: string[],
  scope: AvailabilityScope,
  field: string,
) {
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

interface StaticSchedule {
  version: number;
  services: ServiceResponse[];
  stylists: StylistRow[];
  hours: { stylistId: string; weekday: number; startMinute: number; endMinute: number }[];
}

/**
 * Menus, teams and weekly hours change rarely and are read on every availability request, so
 * each server keeps them per shop and schedule version (bumped by triggers on every change):
 * a stale copy is never used, and nothing but the shop row is read to know it.
 */
const staticCache = new Map<string, StaticSchedule>();
const STATIC_CACHE_SHOPS = 1000;

async function staticSchedule(db: Executor, shop: ShopRow): Promise<StaticSchedule> {
  const cached = staticCache.get(shop.id);
  if (cached && cached.version === shop.scheduleVersion) return cached;
  const [services, stylists, hours] = await Promise.all([
    loadServices(db, shop.id),
    loadStylists(db, shop.id),
    db
      .select({
        stylistId: workingHours.stylistId,
        weekday: workingHours.weekday,
        startMinute: workingHours.startMinute,
        endMinute: workingHours.endMinute,
      })
      .from(workingHours)
      .where(eq(workingHours.shopId, shop.id)),
  ]);
  const fresh = { version: shop.scheduleVersion, services, stylists, hours };
  // Inside a transaction the rows may not be committed yet; only what every reader sees is cached.
  if (!('rollback' in db)) {
    if (staticCache.size >= STATIC_CACHE_SHOPS) staticCache.delete(staticCache.keys().next().value as string);
    staticCache.set(shop.id, fresh);
  }
  return fresh;
}

/** What changes by the minute, read in one round trip: busy time, other hours and closed days. */
async function dynamicSchedule(
  db: Executor,
  shopId: string,
  range: { start: Date; end: Date },
  dates: { from: string; to: string },
  excludeAppointmentId: string | undefined,
) {
  const rows = await queryRows<{
    kind: 'busy' | 'override' | 'closed';
    stylist_id: string | null;
    starts: number | null;
    ends: number | null;
    date: string | null;
    intervals: WallInterval[] | string | null;
  }>(
    db,
    // Epoch milliseconds as float8 arrive as numbers, cheaper than parsing hundreds of timestamps.
    sql`select 'busy' as kind, stylist_id, (extract(epoch from occupied_start) * 1000)::float8 as starts,
               (extract(epoch from occupied_end) * 1000)::float8 as ends, null::text as date, null::jsonb as intervals
          from appointment_items
         where shop_id = ${shopId} and active and occupied_start < ${range.end.toISOString()}::timestamptz
           and occupied_end > ${range.start.toISOString()}::timestamptz
           ${excludeAppointmentId ? sql`and appointment_id <> ${excludeAppointmentId}::uuid` : sql``}
        union all
        select 'busy', stylist_id, (extract(epoch from starts_at) * 1000)::float8,
               (extract(epoch from ends_at) * 1000)::float8, null, null
          from time_off
         where shop_id = ${shopId} and starts_at < ${range.end.toISOString()}::timestamptz
           and ends_at > ${range.start.toISOString()}::timestamptz
        union all
        select 'override', stylist_id, null, null, date::text, intervals
          from schedule_overrides
         where shop_id = ${shopId} and date between ${dates.from}::date and ${dates.to}::date
        union all
        select 'closed', null, null, null, date::text, null
          from shop_closures
         where shop_id = ${shopId} and date between ${dates.from}::date and ${dates.to}::date`,
  );
  return rows;
}

/** Everything the engine needs about one shop for the dates asked. */
export async function loadAvailability(
  db: Executor,
  shop: ShopRow,
  input: { serviceIds: string[]; from: string; to: string; stylistId: string | null; now: number },
  scope: AvailabilityScope,
  field = 'query.services',
): Promise<LoadedAvailability> {
  const schedule = await staticSchedule(db, shop);
  const services = chosenServices(schedule.services, input.serviceIds, scope, field);
  const stylists = schedule.stylists.filter(
    (s) => s.active && (scope.audience === 'staff' || s.bookableOnline),
  );
  if (input.stylistId && !stylists.some((s) => s.id === input.stylistId)) {
    throw new AppError('ValidationError', 'No such bookable stylist', {
      details: [
        { path: field.replace('services', 'stylist'), message: 'No such bookable stylist in this shop' },
      ],
    });
  }
  const stylistIds = stylists.map((s) => s.id);
  // A day's visits can start before midnight and end after it: read one day more on each side.
  const range = dayRangeInZone(shop.timeZone, addDays(input.from, -1), addDays(input.to, 1));
  const dynamic = stylistIds.length
    ? await dynamicSchedule(db, shop.id, range, input, scope.excludeAppointmentId)
    : [];

  const schedules = new Map<string, StylistSchedule>(
    stylistIds.map((id) => [id, { id, weekly: {}, overrides: {}, busy: [] }]),
  );
  for (const row of schedule.hours) {
    const weekly = schedules.get(row.stylistId)?.weekly;
    if (!weekly) continue;
    const day = row.weekday as IsoWeekday;
    weekly[day] = [...(weekly[day] ?? []), { start: row.startMinute, end: row.endMinute }];
  }
  const closedDates: string[] = [];
  for (const row of dynamic) {
    if (row.kind === 'closed') closedDates.push(row.date as string);
    const schedule = row.stylist_id ? schedules.get(row.stylist_id) : undefined;
    if (!schedule) continue;
    if (row.kind === 'busy') {
      schedule.busy.push({ start: Number(row.starts), end: Number(row.ends) });
    } else if (row.kind === 'override' && schedule.overrides) {
      schedule.overrides[row.date as string] = (
        typeof row.intervals === 'string' ? JSON.parse(row.intervals) : row.intervals
      ) as WallInterval[];
    }
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
      closedDates,
      from: input.from,
      to: input.to,
      now: publicRules ? input.now : range.start.getTime(),
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
    {
      serviceIds: query.services,
      from: query.from,
      to: query.to,
      stylistId: query.stylist === 'any' ? null : query.stylist,
      now,
    },
    scope,
  );
  return serializeAvailability(computeAvailability(loaded.request), shop.timeZone);
}
