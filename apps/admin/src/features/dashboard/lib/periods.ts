/*
 * The dashboard's periods as shop dates (`YYYY-MM-DD` in the shop's time zone). Calendar
 * arithmetic on dates needs no time zone: a date is taken as UTC midnight only to count days.
 */

export interface DateRange {
  /** Inclusive, `YYYY-MM-DD`. */
  from: string;
  to: string;
}

export const periodPresets = ['today', 'week', 'month', 'last30', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** The API answers for at most a year at once (366 days between the first and the last date). */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const toUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isIsoDate = (value: string | null | undefined): value is string =>
  !!value && ISO_DATE.test(value) && fromUtc(toUtc(value)) === value;

export const addDays = (date: string, days: number) => fromUtc(toUtc(date) + days * DAY_MS);

/** Days from the first to the last date, both counted. */
export const daysIn = ({ from, to }: DateRange) => Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;

/** 0 = Sunday … 6 = Saturday. */
const weekdayOf = (date: string) => new Date(toUtc(date)).getUTCDay();

const monthOf = (date: string): DateRange => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return { from: fromUtc(Date.UTC(y, m - 1, 1)), to: fromUtc(Date.UTC(y, m, 0)) };
};

/**
 * The dates a preset stands for on `today`. A week starts on the language's first day of the
 * week (0 = Sunday, 1 = Monday), as on the calendar.
 */
export function resolvePeriod(
  preset: PeriodPreset,
  today: string,
  firstDayOfWeek: number,
  custom?: DateRange | null,
): DateRange {
  switch (preset) {
    case 'week': {
      const from = addDays(today, -((weekdayOf(today) - firstDayOfWeek + 7) % 7));
      return { from, to: addDays(from, 6) };
    }
    case 'month':
      return monthOf(today);
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'custom':
      return custom ?? { from: today, to: today };
    default:
      return { from: today, to: today };
  }
}

/**
 * The period to compare with: the month before for a month, otherwise as many days right
 * before (yesterday for today, last week for this week).
 */
export function previousPeriod(preset: PeriodPreset, range: DateRange): DateRange {
  if (preset === 'month') return monthOf(addDays(range.from, -1));
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** The first day of the week in a language (0 = Sunday, 1 = Monday). */
export function firstDayOfWeek(language: string | undefined): number {
  try {
    const locale = new Intl.Locale(language ?? 'en') as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info) return info.firstDay % 7;
  } catch {
    // An unknown language: fall through to the default.
  }
  return language?.startsWith('en') ? 0 : 1;
}
