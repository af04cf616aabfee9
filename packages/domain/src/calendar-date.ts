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

// Where calendars start the week, by country (CLDR's week data), for runtimes without it: Monday
// unless listed. Portugal is Monday too, though CLDR says Sunday: Portuguese diaries, planners and
// the salons' own week rotas run Monday to Sunday (ISO 8601, adopted as NP EN 28601).
const sundayFirst = new Set(
  'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MX MZ NI NP PA PE PH PK PR PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
    ' ',
  ),
);
const saturdayFirst = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));
const mondayDespiteCldr = new Set(['PT']);

/** The `fw` keyword of a locale ("en-u-fw-mon"), which names the first day outright. */
const keywordDays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export const weekdayKeyword = (day: DayOfWeek): string => keywordDays[day];

/**
 * The day a locale's calendars start the week on: the one its `fw` keyword names, else its
 * country's (`de-DE`, `pt-PT`, `und-US`; a bare language stands for its main country), from the
 * runtime's week data where it has them (`Intl.Locale#getWeekInfo`, formerly `weekInfo`) and a
 * small table by country where not; Sunday for English and Monday for the rest when the tag is
 * unreadable.
 */
export function firstDayOfWeek(locale?: string): DayOfWeek {
  try {
    const tag = new Intl.Locale(locale ?? 'en') as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const keyword = /-u(?:-[a-z0-9]{2,8})*?-fw-([a-z]{3})(?![a-z0-9])/i.exec(tag.toString())?.[1];
    const named = keywordDays.indexOf(keyword?.toLowerCase() as (typeof keywordDays)[number]);
    if (named >= 0) return named as DayOfWeek;
    const region = tag.region ?? tag.maximize().region;
    if (region && mondayDespiteCldr.has(region)) return 1;
    const info = tag.getWeekInfo?.() ?? tag.weekInfo;
    // Week info counts Sunday as 7.
    if (info) return (info.firstDay % 7) as DayOfWeek;
    if (region) return sundayFirst.has(region) ? 0 : saturdayFirst.has(region) ? 6 : 1;
  } catch {
    // An unknown language: fall through to the common rule.
  }
  return locale?.startsWith('en') ? 0 : 1;
}
