import {
  type AnyColumn,
  appointmentItems,
  type Executor,
  eq,
  type ShopRow,
  type StylistRow,
  scheduleOverrides,
  shopClosures,
  sql,
  timeOff,
  workingHours,
} from '@salon/db';
import {
  AppError,
  type AvailabilityRequest,
  type AvailabilityResponse,
  computeAvailability,
  type DayAvailability,
  type IsoWeekday,
  isoInZone,
  planVisit,
  type ServiceResponse,
  type ServiceSpec,
  type StylistSchedule,
  type WallInterval,
} from '@salon/domain';
import { LRUCache } from 'lru-cache';
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
  /** The currency a visit of these services is booked in. */
  currency: string;
  /** Minutes of appointments each stylist has on a date, to spread "any stylist" bookings fairly. */
  loadOn: (date: string) => ReadonlyMap<string, number>;
}

/** What a stylist charges for a service: their own price, or the service's. */
export const priceOf = (service: ServiceResponse, stylistId: string) =>
  service.stylists.find((p) => p.stylistId === stylistId)?.priceAmount ?? service.price.amount;

/** Whom "any stylist" gets, in the order to try: the least busy that day first, then display order. */
export function anyoneOrder(stylistIds: readonly string[], load: ReadonlyMap<string, number>): string[] {
  const rank = new Map(stylistIds.map((id, i) => [id, i]));
  return [...stylistIds].sort(
    (a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0) || (rank.get(a) ?? 0) - (rank.get(b) ?? 0),
  );
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
// Bounded both ways: the shops asked most stay, the rest go, and nothing lingers unread for long.
const staticCache = new LRUCache<string, StaticSchedule>({ max: 1000, ttl: 10 * 60_000 });

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
    staticCache.set(shop.id, fresh);
  }
  return fresh;
}

/**
 * The longest an appointment item can hold (constraint appointment_items_span_bounded): an item
 * overlapping a window starts at most this long before it, which bounds the index read from below
 * instead of reading the shop's whole history.
 */
const MAX_ITEM_SPAN_MS = 86_400_000;

const epochMs = (column: AnyColumn) => sql<number | null>`(extract(epoch from ${column}) * 1000)::float8`;
const param = (name: string) => sql.placeholder(name);

/** What changes by the minute, read in one round trip: busy time, other hours and closed days. */
export function dynamicScheduleQuery(db: Executor) {
  const busy = db
    .select({
      kind: sql<'visit' | 'busy' | 'override' | 'closed'>`'visit'`.as('kind'),
      stylistId: sql<string | null>`${appointmentItems.stylistId}`.as('stylist_id'),
      // Epoch milliseconds as float8 arrive as numbers, cheaper than parsing hundreds of timestamps.
      starts: epochMs(appointmentItems.occupiedStart).as('starts'),
      ends: epochMs(appointmentItems.occupiedEnd).as('ends'),
      date: sql<string | null>`null::text`.as('date'),
      intervals: sql<WallInterval[] | string | null>`null::jsonb`.as('intervals'),
    })
    .from(appointmentItems)
    .where(
      sql`${appointmentItems.shopId} = ${param('shopId')}::uuid and ${appointmentItems.active}
        and ${appointmentItems.occupiedStart} < ${param('end')}::timestamptz
        and ${appointmentItems.occupiedStart} > ${param('floor')}::timestamptz
        and ${appointmentItems.occupiedEnd} > ${param('start')}::timestamptz
        and (${param('exclude')}::uuid is null or ${appointmentItems.appointmentId} <> ${param('exclude')}::uuid)`,
    );
  const off = db
    .select({
      kind: sql<'visit' | 'busy' | 'override' | 'closed'>`'busy'`.as('kind'),
      stylistId: sql<string | null>`${timeOff.stylistId}`.as('stylist_id'),
      starts: epochMs(timeOff.startsAt).as('starts'),
      ends: epochMs(timeOff.endsAt).as('ends'),
      date: sql<string | null>`null::text`.as('date'),
      intervals: sql<WallInterval[] | string | null>`null::jsonb`.as('intervals'),
    })
    .from(timeOff)
    // Said as ranges so the GiST index (shop_id, tstzrange) answers it: time off has no bounded length.
    .where(
      sql`${timeOff.shopId} = ${param('shopId')}::uuid
        and tstzrange(${timeOff.startsAt}, ${timeOff.endsAt}, '[)')
            && tstzrange(${param('start')}::timestamptz, ${param('end')}::timestamptz, '[)')`,
    );
  const overrides = db
    .select({
      kind: sql<'visit' | 'busy' | 'override' | 'closed'>`'override'`.as('kind'),
      stylistId: sql<string | null>`${scheduleOverrides.stylistId}`.as('stylist_id'),
      starts: sql<number | null>`null::float8`.as('starts'),
      ends: sql<number | null>`null::float8`.as('ends'),
      date: sql<string | null>`${scheduleOverrides.date}::text`.as('date'),
      intervals: sql<WallInterval[] | string | null>`${scheduleOverrides.intervals}`.as('intervals'),
    })
    .from(scheduleOverrides)
    .where(
      sql`${scheduleOverrides.shopId} = ${param('shopId')}::uuid
        and ${scheduleOverrides.date} between ${param('from')}::date and ${param('to')}::date`,
    );
  const closed = db
    .select({
      kind: sql<'visit' | 'busy' | 'override' | 'closed'>`'closed'`.as('kind'),
      stylistId: sql<string | null>`null::uuid`.as('stylist_id'),
      starts: sql<number | null>`null::float8`.as('starts'),
      ends: sql<number | null>`null::float8`.as('ends'),
      date: sql<string | null>`${shopClosures.date}::text`.as('date'),
      intervals: sql<WallInterval[] | string | null>`null::jsonb`.as('intervals'),
    })
    .from(shopClosures)
    .where(
      sql`${shopClosures.shopId} = ${param('shopId')}::uuid
        and ${shopClosures.date} between ${param('from')}::date and ${param('to')}::date`,
    );
  return busy.unionAll(off).unionAll(overrides).unionAll(closed);
}

/** The values of `dynamicScheduleQuery`'s placeholders. */
export function dynamicScheduleParams(
  shopId: string,
  range: { start: Date; end: Date },
  dates: { from: string; to: string },
  excludeAppointmentId: string | undefined,
) {
  return {
    shopId,
    start: range.start.toISOString(),
    end: range.end.toISOString(),
    floor: new Date(range.start.getTime() - MAX_ITEM_SPAN_MS).toISOString(),
    exclude: excludeAppointmentId ?? null,
    from: dates.from,
    to: dates.to,
  };
}

// Run on every availability request: a prepared statement (named, on PostgreSQL) per database.
const prepareDynamicQuery = (db: Executor) => dynamicScheduleQuery(db).prepare('availability_dynamic');
const preparedDynamicQueries = new WeakMap<Executor, ReturnType<typeof prepareDynamicQuery>>();

async function dynamicSchedule(
  db: Executor,
  shopId: string,
  range: { start: Date; end: Date },
  dates: { from: string; to: string },
  excludeAppointmentId: string | undefined,
) {
  let query = preparedDynamicQueries.get(db);
  if (!query) {
    query = prepareDynamicQuery(db);
    preparedDynamicQueries.set(db, query);
  }
  return query.execute(dynamicScheduleParams(shopId, range, dates, excludeAppointmentId));
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
  // Each date's [start, end) in epoch ms, to count a stylist's appointments on the day they start.
  const dayStarts: { date: string; start: number; end: number }[] = [];
  for (let date = input.from; date <= input.to; date = addDays(date, 1)) {
    const day = dayRangeInZone(shop.timeZone, date, date);
    dayStarts.push({ date, start: day.start.getTime(), end: day.end.getTime() });
  }
  const loads = new Map<string, Map<string, number>>();
  for (const row of dynamic) {
    if (row.kind === 'closed') closedDates.push(row.date as string);
    const schedule = row.stylistId ? schedules.get(row.stylistId) : undefined;
    if (!schedule) continue;
    if (row.kind === 'visit' || row.kind === 'busy') {
      const start = Number(row.starts);
      const end = Number(row.ends);
      schedule.busy.push({ start, end });
      const day = row.kind === 'visit' ? dayStarts.find((d) => start >= d.start && start < d.end) : undefined;
      if (day) {
        const load = loads.get(day.date) ?? new Map<string, number>();
        load.set(schedule.id, (load.get(schedule.id) ?? 0) + (end - start) / 60_000);
        loads.set(day.date, load);
      }
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
    currency: services[0]?.price.currency ?? shop.currency,
    loadOn: (date) => loads.get(date) ?? new Map(),
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

/** The visit with each stylist who can do all of it: how long from its start to its end, and its price. */
function offersOf(loaded: LoadedAvailability) {
  const { services } = loaded;
  const specs = loaded.request.services;
  return loaded.request.stylists
    .filter((stylist) => specs.every((spec) => spec.performers.some((p) => p.stylistId === stylist.id)))
    .map((stylist) => {
      const plan = planVisit(specs, 0, () => stylist.id);
      return {
        stylistId: stylist.id,
        minutes: Math.round((plan.at(-1)?.end ?? 0) / 60_000),
        price: {
          amount: services.reduce((sum, service) => sum + priceOf(service, stylist.id), 0),
          currency: loaded.currency,
        },
      };
    });
}

/**
 * The engine's days as the API gives them. With `anyone` (the customer asked for any stylist)
 * each time also says whom booking it gets, until when and for how much, as planBooking will.
 */
export function serializeAvailability(
  days: DayAvailability[],
  loaded: LoadedAvailability,
  anyone: boolean,
): AvailabilityResponse {
  const timeZone = loaded.request.timeZone;
  const offers = offersOf(loaded);
  const offerOf = new Map(offers.map((offer) => [offer.stylistId, offer]));
  const byService = new Map(loaded.services.map((service) => [service.id, service]));
  return {
    timeZone,
    offers,
    days: days.map((day) => ({
      date: day.date,
      slots: day.slots.map((slot) => {
        let assigned:
          | NonNullable<AvailabilityResponse['days'][number]['slots'][number]['anyone']>
          | undefined;
        if (anyone && slot.stylistIds.length > 0) {
          const first = anyoneOrder(slot.stylistIds, loaded.loadOn(day.date))[0] as string;
          const offer = offerOf.get(first);
          if (offer) {
            assigned = {
              stylistId: first,
              end: isoInZone(slot.start + offer.minutes * 60_000, timeZone),
              price: offer.price,
            };
          }
        } else if (anyone && slot.sequence?.length) {
          assigned = {
            stylistId: null,
            end: isoInZone(slot.sequence.at(-1)?.end ?? slot.start, timeZone),
            price: {
              amount: slot.sequence.reduce((sum, item) => {
                const service = byService.get(item.serviceId);
                return sum + (service ? priceOf(service, item.stylistId) : 0);
              }, 0),
              currency: loaded.currency,
            },
          };
        }
        return {
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
          ...(assigned ? { anyone: assigned } : {}),
        };
      }),
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
  return serializeAvailability(computeAvailability(loaded.request), loaded, query.stylist === 'any');
}
