import { firstDayOfWeek } from '@salon/domain/calendar-date';
import { DateLocalizer, type DateLocalizerSpec, type Formats } from 'react-big-calendar';
import { formatTime } from '../../../lib/format.ts';

/*
 * A react-big-calendar localizer on Intl alone (no date library in the admin bundle). Dates are
 * the calendar's wall Dates (see shop-time.ts), so they are formatted without a time zone. The
 * library's own date arithmetic (date-arithmetic, on local fields) does the rest.
 */

const patterns = {
  /** Written by the app's one time formatter (lib/format.ts), as the drawer writes it. */
  time: null,
  /** The spec's `D, M j`, e.g. "Sat, Nov 21". */
  day: { weekday: 'short', month: 'short', day: 'numeric' },
  /** A day inside a sentence, written out: "jeu. 3 déc." would meet the sentence's period. */
  sentenceDay: { weekday: 'long', month: 'long', day: 'numeric' },
  dayOfMonth: { day: '2-digit' },
  /** The date under a week column's weekday: "29 de nov.", "Nov 29". */
  dayMonth: { month: 'short', day: 'numeric' },
  weekday: { weekday: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions | null>;
type Pattern = keyof typeof patterns;

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatWall(date: Date, pattern: Pattern, culture?: string): string {
  const options = patterns[pattern];
  if (options === null) return formatTime(date, undefined, culture ?? 'en');
  const key = `${culture ?? ''}|${pattern}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(culture, options);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

const range =
  (pattern: Pattern) =>
  ({ start, end }: { start: Date; end: Date }, culture?: string, local?: DateLocalizer) =>
    `${local?.format(start, pattern, culture)} – ${local?.format(end, pattern, culture)}`;

// The library takes null for "no text" (its format checks allow string, null or undefined); its
// typings want a string.
const noLabel = () => null as unknown as string;

const formats: Formats = {
  dateFormat: 'dayOfMonth',
  dayFormat: 'day',
  weekdayFormat: 'weekday',
  timeGutterFormat: 'time',
  monthHeaderFormat: 'monthYear',
  dayHeaderFormat: 'day',
  dayRangeHeaderFormat: range('day'),
  agendaHeaderFormat: range('day'),
  agendaDateFormat: 'day',
  agendaTimeFormat: 'time',
  agendaTimeRangeFormat: range('time'),
  selectRangeFormat: range('time'),
  // The cards print their own times (in month view too). No label at all rather than an empty
  // one: the library puts a label that is a string, even '', before a card's tooltip ("…: ").
  eventTimeRangeFormat: noLabel,
  eventTimeRangeStartFormat: noLabel,
  eventTimeRangeEndFormat: noLabel,
};

const intlSpec = {
  formats,
  firstOfWeek: (culture) => firstDayOfWeek(culture),
  format: (value, pattern, culture) => formatWall(new Date(value as Date), pattern as Pattern, culture),
} satisfies DateLocalizerSpec;

/** The library's own date arithmetic (date-arithmetic), for what the quick paths below leave to it. */
const library = new DateLocalizer(intlSpec);

type Unit = NonNullable<Parameters<typeof library.diff>[2]>;

const MILLIS: Partial<Record<Unit, number>> = {
  seconds: 1_000,
  minutes: 60_000,
  hours: 3_600_000,
  day: 86_400_000,
};

// Also catches the years 0–99, which the Date constructor reads as 1900–1999.
const sameDay = (a: Date, b: Date) =>
  a.getDate() === b.getDate() && a.getMonth() === b.getMonth() && a.getFullYear() === b.getFullYear();

/*
 * date-arithmetic finds the start of a day or minute through a chain of setters, a new Date at
 * each step, and the day view asks for it tens of thousands of times on a busy day (every card is
 * compared by day and by minute several times): a good part of the time it takes to show one.
 * The two units it asks for are worked out here in one step when nothing can differ from the
 * chain (no clock change between the two instants); anything else goes to the library, so the
 * results are the library's, only sooner.
 */
function startOf(value: Date, unit?: Unit, firstOfWeek?: number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (unit === undefined) return new Date(date);
  if (unit === 'minutes') {
    const start = new Date(date);
    start.setSeconds(0, 0);
    if (start.getMinutes() === date.getMinutes()) return start;
  } else if (unit === 'day') {
    const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
    if (start.getTimezoneOffset() === date.getTimezoneOffset() && sameDay(start, date)) return start;
  }
  // The library's own typing wants `firstOfWeek` exactly for weeks; it ignores it otherwise.
  return (library.startOf as (date: Date, unit: Unit, firstOfWeek?: number) => Date)(date, unit, firstOfWeek);
}

const comparer =
  (compare: (a: number, b: number) => boolean) =>
  (a: Date, b: Date, unit?: Unit): boolean =>
    compare(+startOf(a, unit), +startOf(b, unit));

const eq = comparer((a, b) => a === b);
const neq = comparer((a, b) => a !== b);
const gt = comparer((a, b) => a > b);
const gte = comparer((a, b) => a >= b);
const lt = comparer((a, b) => a < b);
const lte = comparer((a, b) => a <= b);

const inRange = (day: Date, min: Date, max: Date, unit: Unit = 'day') =>
  (!min || gte(day, min, unit)) && (!max || lte(day, max, unit));

function diff(a: Date, b: Date, unit?: Unit): number {
  if (!unit || unit === 'milliseconds') return Math.abs(+a - +b);
  const millis = MILLIS[unit];
  if (millis === undefined) return library.diff(a, b, unit);
  return Math.round(Math.abs(+startOf(a, unit) / millis - +startOf(b, unit) / millis));
}

/** The day of `date` at the time of day of `time`. */
function merge(date: Date | null, time: Date | null): Date | null {
  if (date && time) {
    const merged = new Date(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      time.getHours(),
      time.getMinutes(),
      time.getSeconds(),
      time.getMilliseconds(),
    );
    const midnight = startOf(date, 'day');
    if (merged.getTimezoneOffset() === midnight.getTimezoneOffset() && sameDay(merged, date)) return merged;
  }
  return library.merge(date as Date, time as Date);
}

interface Span {
  start: Date;
  end: Date;
}

/** As the library decides whether an event shows in a range (zero-length events included). */
function inEventRange({ event, range }: { event: Span; range: Span }): boolean {
  const start = startOf(event.start, 'day');
  const endsAfterStart = neq(start, event.end, 'minutes')
    ? gt(event.end, range.start, 'minutes')
    : gte(event.end, range.start, 'minutes');
  return lte(start, range.end, 'day') && endsAfterStart;
}

export const intlLocalizer = new DateLocalizer({
  ...intlSpec,
  startOf: startOf as DateLocalizerSpec['startOf'],
  eq,
  neq,
  gt,
  gte,
  lt,
  lte,
  inRange,
  diff,
  merge,
  // Typed as two arguments, called with one object (react-big-calendar's inRange helper).
  inEventRange: inEventRange as unknown as DateLocalizerSpec['inEventRange'],
  isSameDate: (a, b) => eq(a, b, 'day'),
});
