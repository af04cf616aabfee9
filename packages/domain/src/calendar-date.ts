/*
 * Calendar dates as `YYYY-MM-DD` (the API's format for a day in the shop's time zone) and the
 * first day of a language's week. Pure, with neither zod nor time-zone data, so that the booking
 * widget can import it (`@salon/domain/calendar-date`) and stay small. Calendar arithmetic on a
 * date needs no time zone: a date is taken as UTC midnight only to count days.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 0 = Sunday … 6 = Saturday, as `Date#getDay` and the date pickers count. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const toUtc = (date: string) => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether a value is a real calendar date written as `YYYY-MM-DD` (2026-02-30 is not). */
export const isIsoDate = (value: string | null | undefined): value is string =>
  !!value && ISO_DATE.test(value) && fromUtc(toUtc(value)) === value;

/** The date `days` after `date` (before it when negative). */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** Days from `from` to `to`: 0 for the same date, negative when `to` comes first. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** The day of the week of a date. */
export const weekdayOf = (date: string): DayOfWeek => new Date(toUtc(date)).getUTCDay() as DayOfWeek;

/** The first date of the week holding `date`, for weeks that start on `firstDay` (0 = Sunday). */
export const weekStartOf = (date: string, firstDay: number): string =>
  addDays(date, -((weekdayOf(date) - firstDay + 7) % 7));

/**
 * The day a language's calendars start the week on, from the runtime's locale data where it has
 * them (`Intl.Locale#getWeekInfo`, formerly the `weekInfo` getter); otherwise Sunday for English
 * and Monday for the rest.
 */
export function firstDayOfWeek(language?: string): DayOfWeek {
  try {
    const locale = new Intl.Locale(language ?? 'en') as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    // Week info counts Sunday as 7.
    if (info) return (info.firstDay % 7) as DayOfWeek;
  } catch {
    // An unknown language: fall through to the common rule.
  }
  return language?.startsWith('en') ? 0 : 1;
}
