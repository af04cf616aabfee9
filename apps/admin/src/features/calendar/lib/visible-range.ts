import { addDays, weekStartOf } from '@salon/domain/calendar-date';
import type { View } from 'react-big-calendar';
import type { DateRange } from '../../../api/types.ts';
import { wallDateKey } from './shop-time.ts';

/** The shop-local dates a view of the wall Date `date` shows, for the API's `from` and `to`. */
export function visibleRange(date: Date, view: View, firstDay: number): DateRange {
  const day = wallDateKey(date);
  if (view === 'day') return { from: day, to: day };
  if (view === 'week') {
    const start = weekStartOf(day, firstDay);
    return { from: start, to: addDays(start, 6) };
  }
  // The month view shows whole weeks around the month's first and last day.
  const first = wallDateKey(new Date(date.getFullYear(), date.getMonth(), 1));
  const last = wallDateKey(new Date(date.getFullYear(), date.getMonth() + 1, 0));
  return { from: weekStartOf(first, firstDay), to: addDays(weekStartOf(last, firstDay), 6) };
}
