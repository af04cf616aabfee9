import { z } from 'zod';
import { isoDate, rangeQuery, wallTime } from './scalars.ts';
import { lines } from './text.ts';

export const wallInterval = z
  .object({ start: wallTime, end: wallTime })
  .refine((i) => i.start < i.end, { message: 'The end must be after the start', path: ['end'] });

const noOverlaps = (intervals: { start: string; end: string }[]) => {
  const sorted = [...intervals].sort((a, b) => a.start.localeCompare(b.start));
  return sorted.every((interval, i) => i === 0 || (sorted[i - 1] as { end: string }).end <= interval.start);
};

export const intervalsList = z
  .array(wallInterval)
  .max(12)
  .refine(noOverlaps, { message: 'Intervals of one day must not overlap' });

export const weeklyHours = z.object({
  days: z
    .array(z.object({ weekday: z.number().int().min(1).max(7), intervals: intervalsList }))
    .max(7)
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, {
      message: 'Each weekday at most once',
    }),
});

export const overrideRequest = z.object({
  intervals: intervalsList,
  note: lines().trim().max(500).nullish(),
});
export const overrideResponse = z.object({
  date: isoDate,
  intervals: z.array(z.object({ start: wallTime, end: wallTime })),
  note: z.string().nullable(),
});
export const stylistDateParams = z.object({ shopId: z.uuid(), id: z.uuid(), date: isoDate });

/** Working time of the shop's stylists by date, for the calendar (month view with its edges: 42 days). */
export const workingTimeQuery = rangeQuery.refine(
  (q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 62,
  { message: 'At most 62 days at once', path: ['to'] },
);
export const workingTimeResponse = z.object({
  /** One entry per active stylist and date; no intervals = not working that day. */
  items: z.array(
    z.object({
      stylistId: z.uuid(),
      date: isoDate,
      intervals: z.array(z.object({ start: wallTime, end: wallTime })),
    }),
  ),
  /** The shop's closed days among the dates. */
  closedDates: z.array(isoDate),
});
export type WorkingTimeResponse = z.output<typeof workingTimeResponse>;
