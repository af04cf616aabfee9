import { formatTimeOfDay } from '@salon/domain/time-format';

const startFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

export const pushText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** "Ana and Ben" in the reader's language. Kept per language: building formatters costs more than a push. */
export function listFormat(locale: string): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'short', type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format;
}

/**
 * "Sat, Nov 21, 10:30 AM", "Sa., 21. Nov., 10:30" in the reader's language, on the shop's wall
 * clock: the day from Intl, the time from the one time formatter every face uses.
 */
export function startText(instant: Date, locale: string, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  let format = startFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' });
    startFormats.set(key, format);
  }
  return `${format.format(instant)}, ${formatTimeOfDay(instant, locale, timeZone)}`;
}
