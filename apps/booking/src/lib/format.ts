// The page's display formats, on top of those the customer-facing apps share (@salon/web/intl-format).
import { dateFormat, formatPrice, formatTime, formatZone, numberFormat } from '@salon/web/intl-format';

export { formatPrice, formatTime, formatZone };

/** The spec's `D, M j`: "Sat, Nov 21", "Sa., 21. Nov.". */
const shortDay: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
const dateUtc = (date: string) => Date.parse(`${date}T12:00:00Z`);

/** A calendar date (`YYYY-MM-DD`, already in the shop's zone) as "Sat, Nov 21". */
export const formatDay = (date: string, locale: string): string =>
  dateFormat(locale, { ...shortDay, timeZone: 'UTC' }).format(dateUtc(date));

export const formatWeekday = (date: string, locale: string): string =>
  dateFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(dateUtc(date));

export const formatDayOfMonth = (date: string, locale: string): string =>
  dateFormat(locale, { day: 'numeric', timeZone: 'UTC' }).format(dateUtc(date));

/** "November 2026", or "Nov – Dec 2026" when a week spans two months. */
export function formatMonths(from: string, to: string, locale: string): string {
  const format = dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const a = format.format(dateUtc(from));
  const b = format.format(dateUtc(to));
  return a === b ? a : `${a} – ${b}`;
}

/** An instant's date in the shop's zone, as "Sat, Nov 21". */
export const formatDate = (instant: string, locale: string, timeZone: string): string =>
  dateFormat(locale, { ...shortDay, timeZone }).format(Date.parse(instant));

export const formatTimeRange = (start: string, end: string, locale: string, timeZone: string): string =>
  `${formatTime(start, locale, timeZone)} – ${formatTime(end, locale, timeZone)}`;

/**
 * "Sat, Nov 21, 10:00 AM": the two formats joined, because Intl drops the two-digit hour of a
 * 24-hour locale when the hour is combined with date fields ("9:05" instead of "09:05").
 */
export const formatDateTime = (instant: string, locale: string, timeZone: string): string =>
  `${formatDate(instant, locale, timeZone)}, ${formatTime(instant, locale, timeZone)}`;

/** A count in the locale's digits and grouping: "1,200", "1.200". */
export const formatCount = (value: number, locale: string): string => numberFormat(locale, {}).format(value);

/** "45 min", "1 hr 30 min", "1 Std. 30 Min.": the domain's one duration formatter. */
export { formatDuration } from '@salon/domain/time-format';

/** A policy's span in words: "24 hours", "30 minutes", "2 days". */
export function formatSpan(minutes: number, locale: string): string {
  const long = (value: number, name: 'day' | 'hour' | 'minute') =>
    numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  if (minutes % 1440 === 0 && minutes >= 2880) return long(minutes / 1440, 'day');
  if (minutes % 60 === 0) return long(minutes / 60, 'hour');
  return long(minutes, 'minute');
}

/** The name of an ISO weekday (1 = Monday) in the locale: "Monday", "Montag". */
export const formatIsoWeekday = (weekday: number, locale: string): string =>
  // 2024-01-01 was a Monday.
  dateFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, weekday, 12));

/** A wall-clock time of the shop ("09:30") in the locale's habit: "9:30 AM", "09:30". */
export { formatWallTime } from '@salon/domain/time-format';

/** A search for the address on OpenStreetMap, for "Show on map". */
export const mapSearchUrl = (address: string): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.replace(/\s*\n\s*/g, ', ').trim())}`;
