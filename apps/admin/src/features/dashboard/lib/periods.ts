import { addDays, daysBetween, weekStartOf } from '@salon/domain/calendar-date';
import type { DateRange } from '../../../api/types.ts';

/* The dashboard's periods as shop dates (`YYYY-MM-DD` in the shop's time zone, both inclusive). */

export type { DateRange };

export const periodPresets = ['today', 'week', 'month', 'last30', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** The API answers for at most a year at once (366 days between the first and the last date). */
export const MAX_PERIOD_DAYS = 366;

/** Days from the first to the last date, both counted. */
export const daysIn = ({ from, to }: DateRange) => daysBetween(from, to) + 1;

const monthOf = (date: string): DateRange => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${date.slice(0, 7)}-01`, to: `${date.slice(0, 7)}-${lastDay}` };
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
      const from = weekStartOf(today, firstDayOfWeek);
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
