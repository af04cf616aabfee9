import type { Executor, ShopRow, StylistRow } from '@salon/db';
import {
  AppError,
  type AvailabilityRequest,
  addDays,
  type IsoWeekday,
  type ServiceResponse,
  type StylistSchedule,
  type WallInterval,
} from '@salon/domain';
import { dynamicSchedule } from '../../repositories/availability.ts';
import { dayRangeInZone } from '../shared/zone-days.ts';
import { staticSchedule } from './static-schedule.ts';
import { type AvailabilityScope, chosenServices, specOf } from './visit-rules.ts';

export interface LoadedAvailability {
  request: AvailabilityRequest;
  services: ServiceResponse[];
  stylists: StylistRow[];
  /** The currency a visit of these services is booked in. */
  currency: string;
  /** Minutes of appointments each stylist has on a date, to spread "any stylist" bookings fairly. */
  loadOn: (date: string) => ReadonlyMap<string, number>;
}

/** Everything the engine needs about one shop for the dates asked. */
export async function loadAvailability(
  db: Executor,
  {
    shop,
    input,
    scope,
    field = 'query.services',
  }: {
    shop: ShopRow;
    input: { serviceIds: string[]; from: string; to: string; stylistId: string | null; now: number };
    scope: AvailabilityScope;
    field?: string;
  },
): Promise<LoadedAvailability> {
  const schedule = await staticSchedule(db, shop);
  const services = chosenServices(schedule.services, { ids: input.serviceIds, scope, field });
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
    ? await dynamicSchedule(db, {
        shopId: shop.id,
        range,
        dates: input,
        excludeAppointmentId: scope.excludeAppointmentId,
      })
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
