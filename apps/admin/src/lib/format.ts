import { wallTimeToInstant } from '@salon/domain';

/*
 * How the admin app writes dates, times and money: always in the shop's time zone (not the
 * browser's) and in the language the user chose. Dates read as the spec's `D, M j`
 * ("Sat, Nov 21"), with the year only when it is not this year's.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// Building an Intl formatter costs far more than using one, and lists format hundreds of rows.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
};

/** An instant (ISO 8601, ms or Date), or a shop date `YYYY-MM-DD` taken at noon so no zone moves it. */
function toMs(value: string | number | Date, timeZone: string): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return ISO_DATE.test(value) ? wallTimeToInstant(timeZone, value, 12 * 60) : Date.parse(value);
}

const yearIn = (ms: number, timeZone: string) => dateFormat('en', { timeZone, year: 'numeric' }).format(ms);

/** "Sat, Nov 21" (or "Sat, Nov 21, 2027" for another year) in the shop's zone. */
export function formatDay(value: string | number | Date, timeZone: string, locale: string): string {
  const ms = toMs(value, timeZone);
  const otherYear = yearIn(ms, timeZone) !== yearIn(Date.now(), timeZone);
  return dateFormat(locale, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(otherYear && { year: 'numeric' }),
  }).format(ms);
}

/**
 * The words a date picker shows for the shop date (YYYY-MM-DD) it holds, as formatDay writes a
 * day: "Fr., 27. Nov." in German, where a fixed pattern would give "Fr., Nov. 27".
 */
export const pickedDayFormatter =
  (locale: string) =>
  ({ date }: { date: unknown }): string =>
    typeof date === 'string' ? formatDay(date, 'UTC', locale) : '';

/** The time formatters by language and zone: the calendar asks for thousands of times a render. */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "09:30" (or "09:30 AM" where the language writes it so) in the shop's zone: the one way the
 * admin app writes a time of day, on the calendar's cards and labels as in its drawer, dialogs
 * and lists. Without a zone it prints a Date's local fields: the calendar's wall Dates already
 * hold the shop's clock (see features/calendar/lib/shop-time.ts).
 */
export function formatTime(
  value: string | number | Date,
  timeZone: string | undefined,
  locale: string,
): string {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
    timeFormats.set(key, format);
  }
  return format.format(timeZone === undefined ? new Date(value) : toMs(value, timeZone));
}

/** "Sat, Nov 21, 09:30" in the shop's zone. */
export function formatDayTime(value: string | number | Date, timeZone: string, locale: string): string {
  return `${formatDay(value, timeZone, locale)}, ${formatTime(value, timeZone, locale)}`;
}

/** "09:30 – 10:15" in the shop's zone. */
export function formatTimeRange(
  start: string | number | Date,
  end: string | number | Date,
  timeZone: string,
  locale: string,
): string {
  return `${formatTime(start, timeZone, locale)} – ${formatTime(end, timeZone, locale)}`;
}

/** Integer minor units as the currency is written in the language: 4500 EUR → "€45.00" / "45,00 €". */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

/** "45 min", "1 h 30 min" in the language. */
export function formatDuration(minutes: number, locale: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}
