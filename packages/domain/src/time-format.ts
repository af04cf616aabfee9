/*
 * Times of day and durations as every face writes them: the admin app, the booking widget, the
 * customer site, mails, pushes and receipts. Intl alone, no zod and no time-zone data, so that the
 * widget can import it (`@salon/domain/time-format`). Formatters are cached: building one costs
 * far more than using one, and a calendar asks for thousands of times a render.
 */

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/**
 * The hour as the locale writes it in a short time: "9:00 AM" in English (no leading zero),
 * "09:00" in German, French and Portuguese. (`hour: 'numeric'` alone would give "9:00" on a
 * 24-hour clock, `'2-digit'` alone "09:00 AM".)
 */
function hourOf(locale: string): 'numeric' | '2-digit' {
  const cycle = dateFormat(locale, { timeStyle: 'short' }).resolvedOptions().hourCycle;
  return cycle === 'h23' || cycle === 'h24' ? '2-digit' : 'numeric';
}

const toMs = (value: string | number | Date) =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/**
 * An instant's time of day on the wall clock of a zone: "9:30 AM", "09:30". Without a zone, the
 * runtime's own clock (the admin calendar's wall Dates already hold the shop's clock).
 */
export const formatTimeOfDay = (value: string | number | Date, locale: string, timeZone?: string): string =>
  dateFormat(locale, { hour: hourOf(locale), minute: '2-digit', ...(timeZone && { timeZone }) }).format(
    toMs(value),
  );

/** A wall-clock time of the shop ("09:30", "24:00" for the end of a day) in the locale's habit. */
export function formatWallTime(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatTimeOfDay(Date.UTC(2024, 0, 1, hours % 24, minutes), locale, 'UTC');
}

/** "09:30 – 10:15", "9:30 AM – 10:15 AM". */
export const formatTimeRange = (
  start: string | number | Date,
  end: string | number | Date,
  locale: string,
  timeZone?: string,
): string => `${formatTimeOfDay(start, locale, timeZone)} – ${formatTimeOfDay(end, locale, timeZone)}`;

/** The language of a locale: durations read the same in every country of a language. */
function languageOf(locale: string): string {
  try {
    return new Intl.Locale(locale).language;
  } catch {
    return 'en';
  }
}

/**
 * A length of time with a space before its unit, in every language: "30 min", "1 hr 30 min",
 * "1 Std. 30 Min.", "1 h 30 min". (The narrow style writes "30min" in French and "30m" in English.)
 */
export function formatDuration(minutes: number, locale: string): string {
  const language = languageOf(locale);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}
