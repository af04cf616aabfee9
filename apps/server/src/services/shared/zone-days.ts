import { wallTimeToInstant } from '@salon/domain';

const DAY_MS = 86_400_000;

/** Adds days to a calendar date, as calendar arithmetic (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instants from the start of `from` to the end of `to`, both dates in the shop's zone. */
export function dayRangeInZone(timeZone: string, from: string, to: string): { start: Date; end: Date } {
  return {
    start: new Date(wallTimeToInstant(timeZone, from, 0)),
    end: new Date(wallTimeToInstant(timeZone, addDays(to, 1), 0)),
  };
}
