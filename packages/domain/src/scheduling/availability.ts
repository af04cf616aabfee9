import { indexBusy } from './busy-index.ts';
import { buildDayFrames, type DayFrame, fillGrid, frameInstant, parseDate } from './wall-time.ts';

export { dateOfInstant, wallTimeToInstant } from './wall-time.ts';

/** Minutes from local midnight in the shop's zone, 0..1440, start < end. */
export interface WallInterval {
  start: number;
  end: number;
}
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7; // 1 = Monday
export interface StylistSchedule {
  id: string;
  /** Several intervals per day allowed, e.g. 09:00–13:00 and 14:00–18:00. */
  weekly: Partial<Record<IsoWeekday, WallInterval[]>>;
  /** 'YYYY-MM-DD' → replaces that date's weekly hours; [] = closed that day. */
  overrides?: Record<string, WallInterval[]>;
  /** Epoch ms, half-open; appointments already including their buffers, time off. Unsorted, may overlap. */
  busy: { start: number; end: number }[];
}
/** The performer's own duration overrides the service's. */
export interface ServicePerformer {
  stylistId: string;
  durationMinutes?: number;
}
export interface ServiceSpec {
  id: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** Who can do it. */
  performers: ServicePerformer[];
}
export interface AvailabilityRequest {
  /** IANA */
  timeZone: string;
  /** Grid of offered starts, on the shop's wall clock (e.g. 15 → :00 :15 :30 :45). */
  slotStepMinutes: number;
  /** Never offer a start before now + notice. */
  minNoticeMinutes: number;
  /** Never offer a start after now + maxAdvanceDays × 24 h. */
  maxAdvanceDays: number;
  /** One visit, in order, ≥ 1. */
  services: ServiceSpec[];
  /** In display order. */
  stylists: StylistSchedule[];
  /** Shop-wide closed days 'YYYY-MM-DD' (holidays). */
  closedDates?: readonly string[];
  /** Inclusive 'YYYY-MM-DD' in the shop's zone. */
  from: string;
  to: string;
  /** Epoch ms. */
  now: number;
  /** One chosen stylist; absent/null = "Anyone". */
  stylistId?: string | null;
}
export interface VisitItem {
  serviceId: string;
  stylistId: string;
  /** The service itself, epoch ms. */
  start: number;
  end: number;
  /** start − bufferBefore, end + bufferAfter. */
  occupiedStart: number;
  occupiedEnd: number;
}
export interface Slot {
  /** Epoch ms. */
  start: number;
  /** Stylists who can do the WHOLE visit starting here, in display order. */
  stylistIds: string[];
  /** Only when stylistIds is empty: a plan where different stylists do the services in turn. */
  sequence?: VisitItem[];
}
/** Every date from..to, in order, slots ascending (days with none have []). */
export interface DayAvailability {
  date: string;
  slots: Slot[];
}

const MINUTE = 60_000;
const DAY = 86_400_000;

function durationMinutesFor(service: ServiceSpec, stylistId: string): number {
  for (const p of service.performers) {
    if (p.stylistId === stylistId) return p.durationMinutes ?? service.durationMinutes;
  }
  return service.durationMinutes;
}

/** The items of a visit starting at `start`, service i done by stylistFor(i); no availability check. */
export function planVisit(
  services: ServiceSpec[],
  start: number,
  stylistFor: (serviceIndex: number) => string,
): VisitItem[] {
  const items: VisitItem[] = [];
  let occupiedStart = start - (services[0]?.bufferBeforeMinutes ?? 0) * MINUTE;
  for (let i = 0; i < services.length; i++) {
    const service = services[i] as ServiceSpec;
    const stylistId = stylistFor(i);
    const itemStart = occupiedStart + service.bufferBeforeMinutes * MINUTE;
    const itemEnd = itemStart + durationMinutesFor(service, stylistId) * MINUTE;
    const occupiedEnd = itemEnd + service.bufferAfterMinutes * MINUTE;
    items.push({
      serviceId: service.id,
      stylistId,
      start: itemStart,
      end: itemEnd,
      occupiedStart,
      occupiedEnd,
    });
    occupiedStart = occupiedEnd;
  }
  return items;
}

/** What the engine keeps of one stylist for a whole request: nothing here depends on the day. */
interface Prepared {
  id: string;
  schedule: StylistSchedule;
  weekly: WallInterval[][];
  /** Position in the request's stylists, which is also its row in the busy index. */
  row: number;
  /** Per service: this stylist's duration in ms, or −1 when they do not perform it. */
  durationMs: number[];
  /** The visit's occupied range is [start − lead, start + tail) when they do it all. */
  lead: number;
  tail: number;
  /** Free stretches [a, b) of `freeDay`, as flat pairs; each lies inside one working interval. */
  free: number[];
  freeDay: number;
}

const isValidInterval = (w: WallInterval) =>
  Number.isInteger(w.start) && Number.isInteger(w.end) && w.start >= 0 && w.start < w.end && w.end <= 1440;

function prepare(schedule: StylistSchedule, row: number, services: ServiceSpec[]): Prepared {
  const weekly: WallInterval[][] = [[]];
  for (let wd = 1; wd <= 7; wd++)
    weekly.push((schedule.weekly[wd as IsoWeekday] ?? []).filter(isValidInterval));
  const durationMs: number[] = [];
  for (const service of services) {
    const performer = service.performers.find((p) => p.stylistId === schedule.id);
    durationMs.push(performer ? (performer.durationMinutes ?? service.durationMinutes) * MINUTE : -1);
  }
  const first = services[0] as ServiceSpec;
  let tail = 0;
  for (let i = 0; i < services.length; i++) {
    const s = services[i] as ServiceSpec;
    tail +=
      (i > 0 ? s.bufferBeforeMinutes * MINUTE : 0) +
      (durationMs[i] as number) +
      s.bufferAfterMinutes * MINUTE;
  }
  return {
    id: schedule.id,
    schedule,
    weekly,
    row,
    durationMs,
    lead: first.bufferBeforeMinutes * MINUTE,
    tail,
    free: [],
    freeDay: -1,
  };
}

function validate(request: AvailabilityRequest): void {
  const { slotStepMinutes: step, services } = request;
  if (!Number.isInteger(step) || step <= 0 || step > 1440) {
    throw new RangeError(`slotStepMinutes must be an integer in 1..1440: ${step}`);
  }
  if (!Number.isFinite(request.now)) throw new RangeError('now must be an epoch ms');
  if (!Number.isFinite(request.minNoticeMinutes)) throw new RangeError('minNoticeMinutes must be finite');
  if (!Number.isFinite(request.maxAdvanceDays)) throw new RangeError('maxAdvanceDays must be finite');
  if (services.length === 0) throw new RangeError('A visit needs at least one service');
  const minutes = (n: number | undefined, positive: boolean) =>
    n === undefined || (Number.isFinite(n) && (positive ? n > 0 : n >= 0));
  for (const s of services) {
    const ok =
      minutes(s.durationMinutes, true) &&
      minutes(s.bufferBeforeMinutes, false) &&
      minutes(s.bufferAfterMinutes, false) &&
      s.performers.every((p) => minutes(p.durationMinutes, true));
    if (!ok) throw new RangeError(`Service ${s.id} has a negative or non-finite duration or buffer`);
  }
}

/** First index in grid[0..n) whose value is ≥ x. */
function lowerBound(grid: number[], n: number, x: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((grid[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index in grid[0..n) whose value is > x. */
function upperBound(grid: number[], n: number, x: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((grid[mid] as number) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function computeAvailability(request: AvailabilityRequest): DayAvailability[] {
  validate(request);
  const { timeZone, services } = request;
  const fromUtc = parseDate(request.from);
  const toUtc = parseDate(request.to);
  const dayCount = Math.max(0, Math.round((toUtc - fromUtc) / DAY) + 1);
  const frames = buildDayFrames(timeZone, fromUtc, dayCount);

  const prepared = request.stylists.map((s, row) => prepare(s, row, services));
  const chosen = request.stylistId ?? null;
  const doesAll = (p: Prepared) => p.durationMs.every((d) => d >= 0);
  const candidates = prepared.filter((p) => doesAll(p) && (chosen === null || p.id === chosen));
  // Sequences only exist for "Anyone": a chosen stylist must do the whole visit.
  const performersOf =
    chosen === null && services.length > 1
      ? services.map((_, i) => {
          const seen = new Set<string>();
          return prepared.filter((p) => {
            if ((p.durationMs[i] as number) < 0 || seen.has(p.id)) return false;
            seen.add(p.id);
            return true;
          });
        })
      : null;

  const needed = new Set<Prepared>(candidates);
  for (const list of performersOf ?? []) for (const p of list) needed.add(p);
  const busy = indexBusy(
    prepared.map((p) => (needed.has(p) ? p.schedule.busy : [])),
    frames,
  );

  const closed = new Set(request.closedDates ?? []);
  const earliest = request.now + request.minNoticeMinutes * MINUTE;
  const latest = request.now + request.maxAdvanceDays * DAY;
  const step = request.slotStepMinutes;

  const grid: number[] = [];
  const lists: (string[] | undefined)[] = [];
  const chosenIdx: number[] = [];

  const ensureFree = (p: Prepared, dayIndex: number, frame: DayFrame) => {
    if (p.freeDay === dayIndex) return;
    p.freeDay = dayIndex;
    const free = p.free;
    free.length = 0;
    const overrides = p.schedule.overrides;
    const hours =
      overrides && Object.hasOwn(overrides, frame.date)
        ? (overrides[frame.date] ?? []).filter(isValidInterval)
        : (p.weekly[frame.weekday] as WallInterval[]);
    const bucket = p.row * frames.length + dayIndex;
    const first = busy.offsets[bucket] as number;
    const last = busy.offsets[bucket + 1] as number;
    const { starts, ends } = busy;
    for (const w of hours) {
      const ws = frameInstant(timeZone, frame, w.start);
      const we = frameInstant(timeZone, frame, w.end);
      if (!(ws < we)) continue;
      let cursor = ws;
      for (let b = first; b < last; b++) {
        const bs = starts[b] as number;
        if (bs >= we) break;
        const be = ends[b] as number;
        if (be <= cursor) continue;
        if (bs > cursor) free.push(cursor, bs);
        cursor = be;
      }
      if (cursor < we) free.push(cursor, we);
    }
  };

  const isFree = (p: Prepared, a: number, b: number) => {
    const free = p.free;
    for (let j = 0; j < free.length; j += 2) {
      if ((free[j] as number) <= a && b <= (free[j + 1] as number)) return true;
    }
    return false;
  };

  const planSequence = (start: number, dayIndex: number, frame: DayFrame): VisitItem[] | undefined => {
    const byService = performersOf as Prepared[][];
    let occupiedStart = start - (services[0] as ServiceSpec).bufferBeforeMinutes * MINUTE;
    for (let i = 0; i < services.length; i++) {
      const service = services[i] as ServiceSpec;
      const before = service.bufferBeforeMinutes * MINUTE;
      const after = service.bufferAfterMinutes * MINUTE;
      const performers = byService[i] as Prepared[];
      let pick = -1;
      for (let j = 0; j < performers.length; j++) {
        const p = performers[j] as Prepared;
        ensureFree(p, dayIndex, frame);
        const occupiedEnd = occupiedStart + before + (p.durationMs[i] as number) + after;
        if (isFree(p, occupiedStart, occupiedEnd)) {
          pick = j;
          occupiedStart = occupiedEnd;
          break;
        }
      }
      if (pick < 0) return undefined;
      chosenIdx[i] = pick;
    }
    return planVisit(
      services,
      start,
      (i) => ((byService[i] as Prepared[])[chosenIdx[i] as number] as Prepared).id,
    );
  };

  const days: DayAvailability[] = [];
  for (let d = 0; d < frames.length; d++) {
    const frame = frames[d] as DayFrame;
    const slots: Slot[] = [];
    days.push({ date: frame.date, slots });
    if (closed.has(frame.date) || latest < frame.start || earliest >= frame.end) continue;
    const n = fillGrid(frame, step, grid);
    const kLo = lowerBound(grid, n, earliest);
    const kHi = upperBound(grid, n, latest);
    if (kLo >= kHi) continue;

    for (const c of candidates) {
      ensureFree(c, d, frame);
      const free = c.free;
      for (let j = 0; j < free.length; j += 2) {
        const lo = (free[j] as number) + c.lead;
        const hi = (free[j + 1] as number) - c.tail;
        if (lo > hi) continue;
        const a = Math.max(kLo, lowerBound(grid, n, lo));
        const b = Math.min(kHi, upperBound(grid, n, hi));
        for (let k = a; k < b; k++) {
          const list = lists[k];
          if (list === undefined) lists[k] = [c.id];
          // Overlapping working intervals can reach the same start twice.
          else if (list[list.length - 1] !== c.id) list.push(c.id);
        }
      }
    }

    for (let k = kLo; k < kHi; k++) {
      const list = lists[k];
      if (list !== undefined) {
        slots.push({ start: grid[k] as number, stylistIds: list });
        lists[k] = undefined;
      } else if (performersOf) {
        const sequence = planSequence(grid[k] as number, d, frame);
        if (sequence) slots.push({ start: grid[k] as number, stylistIds: [], sequence });
      }
    }
  }
  return days;
}
