import type { OverrideRow } from '../../repositories/schedule.ts';
import { toWallTime } from '../shared/wall-clock.ts';

export const toOverride = (row: OverrideRow) => ({
  date: row.date,
  intervals: row.intervals.map((i) => ({ start: toWallTime(i.start), end: toWallTime(i.end) })),
  note: row.note,
});
