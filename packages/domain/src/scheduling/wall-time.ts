import { TZDate, tzOffset } from '@date-fns/tz';

const MINUTE = 60_000;
const DAY = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Date.UTC of a 'YYYY-MM-DD' string; throws on anything that is not a real calendar date. */
export function parseDate(date: string): number {
  const match = DATE_RE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [, y, m, d] = match as unknown as [string, string, string, string];
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // Date.UTC rolls 2026-02-31 over into March; a round trip catches it.
  if (formatDate(ms) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return ms;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** 'YYYY-MM-DD' of a Date.UTC value (a calendar date, not an instant in any zone). */
export function formatDate(utcMidnight: number): string {
  const d = new Date(utcMidnight);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** 1 = Monday … 7 = Sunday, of a Date.UTC value. */
export function isoWeekdayOf(utcMidnight: number): number {
  // 1970-01-01 was a Thursday.
  return (((Math.floor(utcMidnight / DAY) % 7) + 10) % 7) + 1;
}

export function offsetAt(timeZone: string, instant: number): number {
  return tzOffset(timeZone, new Date(instant));
}

/**
 * The instant of a wall-clock time in `timeZone`. `minutes` may be 1440 (the next midnight).
 * Times in a spring-forward gap and the repeated hour of a fall-back day get whatever instant
 * the library picks; callers that need to know check the round trip.
 */
export function wallTimeToInstant(timeZone: string, date: string, minutes: number): number {
  if (!Number.isInteger(minutes)) throw new RangeError(`Minutes must be an integer: ${minutes}`);
  const dayShift = Math.floor(minutes / 1440);
  const rest = minutes - dayShift * 1440;
  const day = new Date(parseDate(date) + dayShift * DAY);
  const instant = new TZDate(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    Math.floor(rest / 60),
    rest % 60,
    timeZone,
  ).getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return instant;
}

/** The shop's calendar date ('YYYY-MM-DD') that `instant` falls on. */
export function dateOfInstant(timeZone: string, instant: number): string {
  const local = new TZDate(instant, timeZone);
  const y = local.getFullYear();
  if (Number.isNaN(y)) throw new RangeError(`Unknown time zone or instant: ${timeZone}, ${instant}`);
  return `${y}-${pad2(local.getMonth() + 1)}-${pad2(local.getDate())}`;
}

/** A stretch of one calendar day during which the zone's offset (minutes east of UTC) is constant. */
interface Segment {
  from: number;
  to: number;
  offset: number;
}

/** One calendar day of the shop: its first instant, the next day's first instant, and its offsets. */
export interface DayFrame {
  date: string;
  /** Date.UTC of the date; local wall minute m at offset o is the instant base + (m − o)·60 000. */
  base: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  start: number;
  end: number;
  /** One segment on ordinary days; two on a day with a DST change. */
  segments: Segment[];
}

/**
 * Frames for `count` consecutive dates from `fromUtc`. Only the first midnight goes through
 * TZDate (tens of µs); each next one is guessed 24 h later and accepted when the library
 * reports the same offset there, which is exactly when the day has no DST change. Only DST
 * days pay for more conversions.
 */
export function buildDayFrames(timeZone: string, fromUtc: number, count: number): DayFrame[] {
  const frames: DayFrame[] = [];
  if (count <= 0) return frames;
  let start = wallTimeToInstant(timeZone, formatDate(fromUtc), 0);
  let offset = offsetAt(timeZone, start);
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  for (let i = 0; i < count; i++) {
    const base = fromUtc + i * DAY;
    const date = formatDate(base);
    const guess = start + DAY;
    const guessOffset = offsetAt(timeZone, guess);
    let end: number;
    let endOffset: number;
    let segments: Segment[];
    if (guessOffset === offset) {
      end = guess;
      endOffset = offset;
      segments = [{ from: start, to: end, offset }];
    } else {
      end = wallTimeToInstant(timeZone, formatDate(base + DAY), 0);
      endOffset = offsetAt(timeZone, end);
      segments = splitAtTransition(timeZone, start, end, offset, endOffset);
    }
    frames.push({ date, base, weekday: isoWeekdayOf(base), start, end, segments });
    start = end;
    offset = endOffset;
  }
  return frames;
}

/** Finds the (single) offset change between start and end by bisection at minute precision. */
function splitAtTransition(
  timeZone: string,
  start: number,
  end: number,
  startOffset: number,
  endOffset: number,
): Segment[] {
  if (startOffset === endOffset) return [{ from: start, to: end, offset: startOffset }];
  let lo = Math.floor(start / MINUTE);
  let hi = Math.ceil(end / MINUTE);
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (offsetAt(timeZone, mid * MINUTE) === startOffset) lo = mid;
    else hi = mid;
  }
  const change = Math.max(start, Math.min(end, hi * MINUTE));
  return [
    { from: start, to: change, offset: startOffset },
    { from: change, to: end, offset: endOffset },
  ];
}

/**
 * The instant of wall minute `minutes` (0..1440) on the frame's day, identical to
 * wallTimeToInstant. When exactly one segment holds the wall time the answer is plain
 * arithmetic; a time in a gap or in a repeated hour defers to the library's choice.
 */
export function frameInstant(timeZone: string, frame: DayFrame, minutes: number): number {
  if (minutes === 1440) return frame.end;
  let found = Number.NaN;
  let hits = 0;
  for (const seg of frame.segments) {
    const t = frame.base + (minutes - seg.offset) * MINUTE;
    if (t >= seg.from && t < seg.to) {
      found = t;
      hits++;
    }
  }
  return hits === 1 ? found : wallTimeToInstant(timeZone, frame.date, minutes);
}

/**
 * Fills `out` with every instant of the day whose local wall time is a multiple of `step`
 * minutes, ascending. A wall time skipped by spring-forward has no instant and is absent; one
 * repeated by fall-back has two distinct instants and both are present.
 */
export function fillGrid(frame: DayFrame, stepMinutes: number, out: number[]): number {
  let n = 0;
  for (const seg of frame.segments) {
    const firstLocal = (seg.from - frame.base) / MINUTE + seg.offset;
    let m = Math.max(0, Math.ceil(firstLocal / stepMinutes) * stepMinutes);
    let t = frame.base + (m - seg.offset) * MINUTE;
    const stepMs = stepMinutes * MINUTE;
    while (m < 1440 && t < seg.to) {
      out[n++] = t;
      m += stepMinutes;
      t += stepMs;
    }
  }
  out.length = n;
  return n;
}
