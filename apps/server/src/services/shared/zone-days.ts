import { addDays, wallTimeToInstant } from '@salon/domain';

/** The instants from the start of `from` to the end of `to`, both dates in the shop's zone. */
export function dayRangeInZone(timeZone: string, from: string, to: string): { start: Date; end: Date } {
  return {
    start: new Date(wallTimeToInstant(timeZone, from, 0)),
    end: new Date(wallTimeToInstant(timeZone, addDays(to, 1), 0)),
  };
}
