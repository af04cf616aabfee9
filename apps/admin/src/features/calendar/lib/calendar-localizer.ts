import { DateLocalizer, type Formats } from 'react-big-calendar';

/*
 * A react-big-calendar localizer on Intl alone (no date library in the admin bundle). Dates are
 * the calendar's wall Dates (see shop-time.ts), so they are formatted without a time zone. The
 * library's own date arithmetic (date-arithmetic, on local fields) does the rest.
 */

const patterns = {
  time: { hour: 'numeric', minute: '2-digit' },
  /** The spec's `D, M j`, e.g. "Sat, Nov 21". */
  day: { weekday: 'short', month: 'short', day: 'numeric' },
  dayOfMonth: { day: '2-digit' },
  weekday: { weekday: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type Pattern = keyof typeof patterns;

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatWall(date: Date, pattern: Pattern, culture?: string): string {
  const key = `${culture ?? ''}|${pattern}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(culture, patterns[pattern]);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** 0 = Sunday. From the locale's week data where the browser has it. */
export function firstDayOfWeek(culture?: string): number {
  try {
    const locale = new Intl.Locale(culture ?? 'en') as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info) return info.firstDay % 7;
  } catch {
    // An unknown culture: fall through to the default.
  }
  return culture?.startsWith('en') ? 0 : 1;
}

const range =
  (pattern: Pattern) =>
  ({ start, end }: { start: Date; end: Date }, culture?: string, local?: DateLocalizer) =>
    `${local?.format(start, pattern, culture)} – ${local?.format(end, pattern, culture)}`;

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
  // The cards print their own times (in month view too).
  eventTimeRangeFormat: () => '',
  eventTimeRangeStartFormat: () => '',
  eventTimeRangeEndFormat: () => '',
};

export const intlLocalizer = new DateLocalizer({
  formats,
  firstOfWeek: (culture) => firstDayOfWeek(culture),
  format: (value, pattern, culture) => formatWall(new Date(value as Date), pattern as Pattern, culture),
});
