import type { IsoWeekday, StylistSchedule, WallInterval } from './availability.ts';
import { formatDate, isoWeekdayOf, parseDate } from './wall-time.ts';

const DAY = 86_400_000;

/**
 * A stylist's working hours on one date, as the availability engine reads them: none on a day
 * the shop is closed, else the date's own hours where they are set (none = a day off), else the
 * weekday's.
 */
export function workingHoursOn(
  schedule: Pick<StylistSchedule, 'weekly' | 'overrides'>,
  date: string,
  shopClosed: boolean,
): WallInterval[] {
  if (shopClosed) return [];
  const own = schedule.overrides?.[date];
  if (own) return [...own].sort((a, b) => a.start - b.start);
  const weekday = isoWeekdayOf(parseDate(date)) as IsoWeekday;
  return [...(schedule.weekly[weekday] ?? [])].sort((a, b) => a.start - b.start);
}

/** Every date from `from` to `to`, both included ('YYYY-MM-DD'). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = parseDate(from); day <= parseDate(to); day += DAY) dates.push(formatDate(day));
  return dates;
}
