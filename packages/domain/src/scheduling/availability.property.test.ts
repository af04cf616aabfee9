import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar-date.ts';
import {
  type AvailabilityRequest,
  computeAvailability,
  type DayAvailability,
  dateOfInstant,
  planVisit,
  type ServiceSpec,
  type StylistSchedule,
  type VisitItem,
  type WallInterval,
  wallTimeToInstant,
} from './availability.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Each zone with its 2026 DST change days (Kolkata has none: two ordinary days). */
const zones: Record<string, string[]> = {
  'Europe/Berlin': ['2026-03-29', '2026-10-25'],
  'America/New_York': ['2026-03-08', '2026-11-01'],
  'Asia/Kolkata': ['2026-03-29', '2026-07-15'],
  'Australia/Lord_Howe': ['2026-04-05', '2026-10-04'],
};

const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
const datesOf = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

/** Local date and minutes since local midnight of an instant, read back through the library. */
function local(timeZone: string, instant: number) {
  const t = new TZDate(instant, timeZone);
  const date = `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
  return { date, minute: t.getHours() * 60 + t.getMinutes() };
}

// The library's wall-time conversion costs tens of µs; checking thousands of slots needs a memo.
const intervalMemo = new WeakMap<
  AvailabilityRequest,
  Map<StylistSchedule, Map<string, [number, number][]>>
>();

/** Working intervals of a stylist on a date as instants, recomputed independently of the engine. */
function workingIntervals(
  req: AvailabilityRequest,
  stylist: StylistSchedule,
  date: string,
): [number, number][] {
  const byStylist = intervalMemo.get(req) ?? new Map<StylistSchedule, Map<string, [number, number][]>>();
  intervalMemo.set(req, byStylist);
  const byDate = byStylist.get(stylist) ?? new Map<string, [number, number][]>();
  byStylist.set(stylist, byDate);
  const known = byDate.get(date);
  if (known) return known;
  const computed = computeWorkingIntervals(req, stylist, date);
  byDate.set(date, computed);
  return computed;
}

function computeWorkingIntervals(
  req: AvailabilityRequest,
  stylist: StylistSchedule,
  date: string,
): [number, number][] {
  if (req.closedDates?.includes(date)) return [];
  const hours: WallInterval[] =
    stylist.overrides && date in stylist.overrides
      ? (stylist.overrides[date] ?? [])
      : (stylist.weekly[isoWeekday(date) as 1] ?? []);
  return hours.map((w) => [
    wallTimeToInstant(req.timeZone, date, w.start),
    wallTimeToInstant(req.timeZone, date, w.end),
  ]);
}

const insideOneInterval = (intervals: [number, number][], a: number, b: number) =>
  intervals.some(([ws, we]) => ws <= a && b <= we);
const overlapsBusy = (stylist: StylistSchedule, a: number, b: number) =>
  stylist.busy.some((x) => x.start < x.end && x.start < b && a < x.end);
const performs = (service: ServiceSpec, id: string) => service.performers.some((p) => p.stylistId === id);

/** Every instant of the date whose local wall time is on the grid, found by scanning real time. */
function gridInstants(timeZone: string, date: string, step: number): number[] {
  // All four zones' offsets are whole multiples of 5 minutes, so scanning UTC in 5-minute steps
  // meets every local multiple of 5 minutes, including both passes through a repeated hour.
  const from = Math.floor(Date.parse(`${date}T00:00:00Z`) / (5 * MINUTE)) * 5 * MINUTE - 15 * 60 * MINUTE;
  const out: number[] = [];
  for (let t = from; t < from + 2 * DAY; t += 5 * MINUTE) {
    const l = local(timeZone, t);
    if (l.date === date && l.minute % step === 0) out.push(t);
  }
  return out;
}

/** The engine's answer computed the slow, obvious way from the laws. */
function oracle(req: AvailabilityRequest): DayAvailability[] {
  const earliest = req.now + req.minNoticeMinutes * MINUTE;
  const latest = req.now + req.maxAdvanceDays * DAY;
  const chosen = req.stylistId ?? null;
  return datesOf(req.from, req.to).map((date) => {
    const working = new Map(req.stylists.map((s) => [s, workingIntervals(req, s, date)]));
    const free = (s: StylistSchedule, a: number, b: number) =>
      insideOneInterval(working.get(s) ?? [], a, b) && !overlapsBusy(s, a, b);
    const slots: DayAvailability['slots'] = [];
    if (req.closedDates?.includes(date)) return { date, slots };
    for (const start of gridInstants(req.timeZone, date, req.slotStepMinutes)) {
      if (start < earliest || start > latest) continue;
      const stylistIds = req.stylists
        .filter(
          (s) => (chosen === null || s.id === chosen) && req.services.every((svc) => performs(svc, s.id)),
        )
        .filter((s) => {
          const items = planVisit(req.services, start, () => s.id);
          return free(s, (items[0] as VisitItem).occupiedStart, (items.at(-1) as VisitItem).occupiedEnd);
        })
        .map((s) => s.id);
      if (stylistIds.length > 0) {
        slots.push({ start, stylistIds });
        continue;
      }
      if (chosen !== null || req.services.length < 2) continue;
      const who: string[] = [];
      for (let i = 0; i < req.services.length; i++) {
        const svc = req.services[i] as ServiceSpec;
        const pick = req.stylists.find((s) => {
          if (!performs(svc, s.id)) return false;
          const item = planVisit(req.services, start, (j) => (j < i ? (who[j] as string) : s.id))[
            i
          ] as VisitItem;
          return free(s, item.occupiedStart, item.occupiedEnd);
        });
        if (!pick) break;
        who.push(pick.id);
      }
      if (who.length === req.services.length) {
        slots.push({
          start,
          stylistIds: [],
          sequence: planVisit(req.services, start, (i) => who[i] as string),
        });
      }
    }
    return { date, slots };
  });
}

// ---------------------------------------------------------------------------------------------
// Random shops

const minutes = fc.integer({ min: 0, max: 1435 });
/** Wall intervals; half of them start in the night so they meet the DST hours. */
const wallInterval = fc
  .tuple(fc.oneof(fc.integer({ min: 0, max: 240 }), minutes), fc.integer({ min: 5, max: 720 }))
  .map(([start, len]) => ({ start, end: Math.min(1440, start + len) }));
const dayHours = fc.array(wallInterval, { minLength: 1, maxLength: 3 });
const buffer = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 }));

const shop = (options: { maxStylists: number; maxServices: number; busy: boolean }) =>
  fc
    .record({
      zone: fc.constantFrom(...Object.keys(zones)),
      pick: fc.nat(),
      fromShift: fc.integer({ min: -2, max: 1 }),
      length: fc.integer({ min: 1, max: 3 }),
      stylistCount: fc.integer({ min: 1, max: options.maxStylists }),
      step: fc.constantFrom(5, 10, 15, 20, 30, 60),
      // Mostly a window that reaches into the requested days, sometimes one that cuts them off.
      notice: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 0, max: 6 * 60 }),
        fc.integer({ min: 0, max: 72 * 60 }),
      ),
      advance: fc.oneof(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 3, max: 10 }),
        fc.integer({ min: 3, max: 10 }),
      ),
      nowShift: fc.oneof(
        fc.integer({ min: -36 * 60, max: 0 }),
        fc.integer({ min: -36 * 60, max: 0 }),
        fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }),
      ),
      nowMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 59_999 })),
    })
    .chain((base) => {
      const ids = Array.from({ length: base.stylistCount }, (_, i) => `s${i}`);
      const anchor = zones[base.zone]?.[base.pick % 2] as string;
      const from = addDays(anchor, base.fromShift);
      const to = addDays(from, base.length - 1);
      const near = datesOf(addDays(from, -1), addDays(to, 1));
      const windowStart = wallTimeToInstant(base.zone, from, 0) - 6 * 60 * MINUTE;
      const windowMinutes = (base.length + 1) * 24 * 60;
      const busyRange = fc
        .tuple(fc.integer({ min: 0, max: windowMinutes }), fc.integer({ min: 5, max: 240 }))
        .map(([offset, len]) => ({
          start: windowStart + offset * MINUTE,
          end: windowStart + (offset + len) * MINUTE,
        }));
      const schedule = (id: string) =>
        fc.record({
          id: fc.constant(id),
          weekly: fc
            .array(fc.option(dayHours, { freq: 4 }), { minLength: 7, maxLength: 7 })
            .map((week) => Object.fromEntries(week.flatMap((h, i) => (h ? [[i + 1, h]] : [])))),
          overrides: fc.option(fc.dictionary(fc.constantFrom(...near), dayHours, { maxKeys: 2 }), {
            nil: undefined,
          }),
          busy: options.busy ? fc.array(busyRange, { maxLength: 6 }) : fc.constant([]),
        }) as fc.Arbitrary<StylistSchedule>;
      const performer = fc.record({
        stylistId: fc.constantFrom(...ids),
        durationMinutes: fc.option(fc.integer({ min: 5, max: 120 }), { nil: undefined }),
      });
      const service = (i: number) =>
        fc.record({
          id: fc.constant(`svc${i}`),
          durationMinutes: fc.integer({ min: 5, max: 120 }),
          bufferBeforeMinutes: buffer,
          bufferAfterMinutes: buffer,
          performers: fc.uniqueArray(performer, {
            selector: (p) => p.stylistId,
            minLength: 1,
            maxLength: ids.length,
          }),
        });
      return fc.record({
        timeZone: fc.constant(base.zone),
        slotStepMinutes: fc.constant(base.step),
        minNoticeMinutes: fc.constant(base.notice),
        maxAdvanceDays: fc.constant(base.advance),
        services: fc
          .integer({ min: 1, max: options.maxServices })
          .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => service(i)))),
        stylists: fc.tuple(...ids.map(schedule)),
        closedDates: fc.subarray(datesOf(from, to), { maxLength: 1 }),
        from: fc.constant(from),
        to: fc.constant(to),
        now: fc.constant(wallTimeToInstant(base.zone, from, 0) + base.nowShift * MINUTE + base.nowMs),
        stylistId: fc.oneof(
          { weight: 3, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.constant(undefined) },
          { weight: 2, arbitrary: fc.constantFrom(...ids, 'nobody') },
        ),
      }) as fc.Arbitrary<AvailabilityRequest>;
    });

const anyShop = shop({ maxStylists: 4, maxServices: 3, busy: true });

// ---------------------------------------------------------------------------------------------

describe('computeAvailability: properties', () => {
  it('offers only starts that obey every law', () => {
    fc.assert(
      fc.property(anyShop, (req) => {
        const before = structuredClone(req);
        const days = computeAvailability(req);
        expect(req).toEqual(before);
        expect(days.map((d) => d.date)).toEqual(datesOf(req.from, req.to));
        const chosen = req.stylistId ?? null;
        for (const day of days) {
          if (req.closedDates?.includes(day.date)) expect(day.slots).toEqual([]);
          let previous = Number.NEGATIVE_INFINITY;
          for (const slot of day.slots) {
            expect(slot.start).toBeGreaterThan(previous);
            previous = slot.start;
            expect(slot.start).toBeGreaterThanOrEqual(req.now + req.minNoticeMinutes * MINUTE);
            expect(slot.start).toBeLessThanOrEqual(req.now + req.maxAdvanceDays * DAY);
            const l = local(req.timeZone, slot.start);
            expect(l.date).toBe(day.date);
            expect(dateOfInstant(req.timeZone, slot.start)).toBe(day.date);
            expect(l.minute % req.slotStepMinutes).toBe(0);

            const order = slot.stylistIds.map((id) => req.stylists.findIndex((s) => s.id === id));
            expect(order).toEqual([...order].sort((a, b) => a - b));
            expect(new Set(order).size).toBe(order.length);
            if (chosen !== null) expect(slot.stylistIds).toEqual([chosen]);
            for (const id of slot.stylistIds) {
              const stylist = req.stylists.find((s) => s.id === id) as StylistSchedule;
              expect(req.services.every((svc) => performs(svc, id))).toBe(true);
              const items = planVisit(req.services, slot.start, () => id);
              const intervals = workingIntervals(req, stylist, day.date);
              const first = items[0] as VisitItem;
              const last = items.at(-1) as VisitItem;
              expect(first.start).toBe(slot.start);
              expect(insideOneInterval(intervals, first.occupiedStart, last.occupiedEnd)).toBe(true);
              for (const item of items)
                expect(overlapsBusy(stylist, item.occupiedStart, item.occupiedEnd)).toBe(false);
            }

            if (slot.stylistIds.length > 0) {
              expect(slot.sequence).toBeUndefined();
              continue;
            }
            expect(chosen).toBeNull();
            expect(req.services.length).toBeGreaterThan(1);
            const sequence = slot.sequence as VisitItem[];
            expect(sequence.map((item) => item.serviceId)).toEqual(req.services.map((s) => s.id));
            expect(sequence).toEqual(
              planVisit(req.services, slot.start, (i) => (sequence[i] as VisitItem).stylistId),
            );
            sequence.forEach((item, i) => {
              const stylist = req.stylists.find((s) => s.id === item.stylistId) as StylistSchedule;
              expect(performs(req.services[i] as ServiceSpec, item.stylistId)).toBe(true);
              const intervals = workingIntervals(req, stylist, day.date);
              expect(insideOneInterval(intervals, item.occupiedStart, item.occupiedEnd)).toBe(true);
              expect(overlapsBusy(stylist, item.occupiedStart, item.occupiedEnd)).toBe(false);
            });
          }
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('offers every grid start inside working hours to a lone, idle stylist', () => {
    const lone = shop({ maxStylists: 1, maxServices: 1, busy: false }).map((req) => ({
      ...req,
      stylistId: null,
      services: req.services.map((s) => ({
        ...s,
        performers: [{ stylistId: 's0', durationMinutes: s.performers[0]?.durationMinutes }],
      })),
    }));
    fc.assert(
      fc.property(lone, (req) => {
        const days = computeAvailability(req);
        const svc = req.services[0] as ServiceSpec;
        const duration = svc.performers[0]?.durationMinutes ?? svc.durationMinutes;
        const stylist = req.stylists[0] as StylistSchedule;
        for (const day of days) {
          const intervals = workingIntervals(req, stylist, day.date);
          const expected = gridInstants(req.timeZone, day.date, req.slotStepMinutes).filter(
            (t) =>
              t >= req.now + req.minNoticeMinutes * MINUTE &&
              t <= req.now + req.maxAdvanceDays * DAY &&
              insideOneInterval(
                intervals,
                t - svc.bufferBeforeMinutes * MINUTE,
                t + (duration + svc.bufferAfterMinutes) * MINUTE,
              ),
          );
          expect(day.slots.map((s) => s.start)).toEqual(expected);
          for (const slot of day.slots) expect(slot.stylistIds).toEqual(['s0']);
        }
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('gives exactly the answer of a brute-force reading of the laws', () => {
    fc.assert(
      fc.property(anyShop, (req) => {
        expect(computeAvailability(req)).toEqual(oracle(req));
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
