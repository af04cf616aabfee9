import { wallTimeToInstant } from '@salon/domain';
import { formatTimeOfDay } from '@salon/domain/time-format';

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
 * A day inside a sentence, written out: "jeudi 3 décembre" (or "… 2027" for another year). The
 * short form ends French, German and Portuguese days with an abbreviation's period ("jeu. 3 déc."),
 * which a sentence's own period would double.
 */
export function formatDayInSentence(value: string | number | Date, timeZone: string, locale: string): string {
  const ms = toMs(value, timeZone);
  const otherYear = yearIn(ms, timeZone) !== yearIn(Date.now(), timeZone);
  return dateFormat(locale, {
    timeZone,
    weekday: 'long',
    month: 'long',
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

/**
 * "9:30 AM" in English, "09:30" in German, French and Portuguese, in the shop's zone: the one way
 * every face writes a time of day (`@salon/domain/time-format`), on the calendar's cards and
 * labels as in its drawer, dialogs and lists. Without a zone it prints a Date's local fields: the
 * calendar's wall Dates already hold the shop's clock (see features/calendar/lib/shop-time.ts).
 */
export function formatTime(
  value: string | number | Date,
  timeZone: string | undefined,
  locale: string,
): string {
  return formatTimeOfDay(timeZone === undefined ? new Date(value) : toMs(value, timeZone), locale, timeZone);
}

/** "Sat, Nov 21, 9:30 AM", "Sa., 21. Nov., 09:30" in the shop's zone. */
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

/** Integer minor units as the currency is written in the language: the domain's one money formatter. */
export { formatMoney } from '@salon/domain/money-format';

/** "45 min", "1 h 30 min", "1 Std. 30 Min.": the domain's one duration formatter. */
export { formatDuration } from '@salon/domain/time-format';

/** A tax rate in the language's way of writing percent: 1900 basis points → "19 %", 750 → "7,5 %". */
export const formatTaxRate = (bps: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
