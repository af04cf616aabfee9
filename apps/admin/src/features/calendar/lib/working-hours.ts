import { addDays, weekStartOf } from '@salon/domain/calendar-date';
import type { WorkingTime } from '../../../api/stylists.ts';
import type { DateRange } from '../../../api/types.ts';
import { minutesOf, wallDateKey } from './shop-time.ts';

const HOUR = 60;
const DAY = 24 * HOUR;
/** The stretch a day shows when nobody works and nothing is booked on it. */
const USUAL = { start: 8 * HOUR, end: 19 * HOUR };

const toMinutes = (time: string) => (time === '24:00' ? DAY : (minutesOf(time) ?? 0));

/** A stylist's working stretches by date, in minutes after the shop's midnight. */
export interface WorkingHours {
  /** No entry: the stylist is not known for that date (not loaded yet). */
  of(stylistId: string, date: string): readonly { start: number; end: number }[] | undefined;
}

export function workingHours(time: WorkingTime | undefined): WorkingHours {
  const byKey = new Map<string, { start: number; end: number }[]>();
  for (const day of time?.items ?? [])
    byKey.set(
      `${day.stylistId} ${day.date}`,
      day.intervals.map((i) => ({ start: toMinutes(i.start), end: toMinutes(i.end) })),
    );
  return { of: (stylistId, date) => byKey.get(`${stylistId} ${date}`) };
}

/**
 * Whether the slot of `minutes` length starting at the wall Date lies outside the stylist's
 * hours (or, without a stylist, outside everyone's): false while the hours are unknown, so
 * nothing is greyed out before they arrive.
 */
export function isOffHours(
  hours: WorkingHours,
  stylistIds: readonly string[],
  slot: Date,
  minutes: number,
): boolean {
  const date = wallDateKey(slot);
  const start = slot.getHours() * HOUR + slot.getMinutes();
  let known = false;
  for (const id of stylistIds) {
    const intervals = hours.of(id, date);
    if (!intervals) continue;
    known = true;
    if (intervals.some((i) => i.start <= start && start + minutes <= i.end)) return false;
  }
  return known;
}

/**
 * Where the day and week views begin and end, in minutes after midnight: an hour either side
 * of the shown stylists' working time on the shown dates, widened to every card and block on
 * them, on whole hours. A day of 24 hours has four times as many slots to draw as a working
 * day of 12 (and to scroll past); the hour around keeps a walk-in just before opening in view.
 */
export function shownHours(
  hours: WorkingHours,
  stylistIds: readonly string[],
  dates: readonly string[],
  events: readonly { start: Date; end: Date }[],
): { start: number; end: number } {
  let start = DAY;
  let end = 0;
  for (const id of stylistIds)
    for (const date of dates)
      for (const i of hours.of(id, date) ?? []) {
        start = Math.min(start, i.start - HOUR);
        end = Math.max(end, i.end + HOUR);
      }
  if (start >= end) ({ start, end } = USUAL);
  const first = dates[0];
  const last = dates[dates.length - 1];
  for (const event of events) {
    const from = wallDateKey(event.start);
    const to = wallDateKey(event.end);
    if (!first || !last || to < first || from > last) continue;
    const startMinute = event.start.getHours() * HOUR + event.start.getMinutes();
    const endMinute = event.end.getHours() * HOUR + event.end.getMinutes();
    if (from === to) {
      start = Math.min(start, startMinute);
      end = Math.max(end, endMinute);
      continue;
    }
    // Over midnight: to the end of its first day, and from the start of its last.
    if (from >= first) {
      start = Math.min(start, startMinute);
      end = DAY;
    }
    if (to <= last && endMinute > 0) {
      start = 0;
      end = Math.max(end, endMinute);
    }
  }
  return {
    start: Math.max(0, Math.floor(start / HOUR) * HOUR),
    end: Math.min(DAY, Math.ceil(end / HOUR) * HOUR),
  };
}

/**
 * The dates whose working time to load for a view of `range`: from the Monday a week before it
 * to five weeks after that Monday at least. Stepping through days keeps the same dates (one
 * request a week), and the dates loaded last cover the next ones while they load, so the grid
 * does not change its hours under the receptionist.
 */
export function workingTimeRange(range: DateRange): DateRange {
  const monday = addDays(weekStartOf(range.from, 1), -7);
  const weeks = addDays(monday, 41);
  return { from: monday, to: weeks > range.to ? weeks : range.to };
}

/**
 * Whether the stylist works through the whole of [start, end) (wall Dates of one day): true
 * while their hours for the day are unknown, so nothing is refused before they arrive.
 */
export function isWithinHours(hours: WorkingHours, stylistId: string, start: Date, end: Date): boolean {
  const intervals = hours.of(stylistId, wallDateKey(start));
  if (!intervals) return true;
  const from = start.getHours() * HOUR + start.getMinutes();
  const sameDay = wallDateKey(end) === wallDateKey(start);
  const to = sameDay ? end.getHours() * HOUR + end.getMinutes() : DAY;
  return intervals.some((i) => i.start <= from && Math.max(to, from) <= i.end);
}
