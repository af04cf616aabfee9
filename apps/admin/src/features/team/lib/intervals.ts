import type { WallInterval } from '../../../api/stylists.ts';
import { toMinutes, toWallTime } from './shop-dates.ts';

export type IntervalProblem = 'missing' | 'order' | 'overlap';

const WALL = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** What is wrong with one day's intervals, as the server would refuse them, or null. */
export function intervalsProblem(intervals: readonly WallInterval[]): IntervalProblem | null {
  if (intervals.some((i) => !WALL.test(i.start) || !WALL.test(i.end))) return 'missing';
  if (intervals.some((i) => i.start >= i.end)) return 'order';
  const sorted = [...intervals].sort((a, b) => a.start.localeCompare(b.start));
  if (sorted.some((interval, i) => i > 0 && (sorted[i - 1] as WallInterval).end > interval.start))
    return 'overlap';
  return null;
}

/** The intervals sorted by start, as the server stores them. */
export const sortIntervals = (intervals: readonly WallInterval[]) =>
  [...intervals].sort((a, b) => a.start.localeCompare(b.start));

/**
 * A sensible next interval: the usual 09:00–17:00 on an empty day, else an hour after the last
 * one ends, for four hours (a lunch break), kept inside the day.
 */
export function nextInterval(intervals: readonly WallInterval[]): WallInterval {
  if (intervals.length === 0) return { start: '09:00', end: '17:00' };
  const lastEnd = Math.max(...intervals.map((i) => (WALL.test(i.end) ? toMinutes(i.end) : 0)));
  const start = Math.min(lastEnd + 60, 23 * 60);
  return { start: toWallTime(start), end: toWallTime(Math.min(start + 4 * 60, 23 * 60 + 59)) };
}
