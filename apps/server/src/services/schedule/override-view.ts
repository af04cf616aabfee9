import type { scheduleOverrides } from '@salon/db';
import { toWallTime } from '../shared/wall-clock.ts';

export const toOverride = (row: typeof scheduleOverrides.$inferSelect) => ({
  date: row.date,
  intervals: row.intervals.map((i) => ({ start: toWallTime(i.start), end: toWallTime(i.end) })),
  note: row.note,
});
