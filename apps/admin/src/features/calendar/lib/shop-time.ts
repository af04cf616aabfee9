import { isoInZone, wallTimeToInstant } from '@salon/domain';

/*
 * The calendar shows the shop's wall clock, whatever the browser's own time zone.
 * react-big-calendar lays events out by a Date's *local* fields (getHours(), getDate() …), so
 * every instant is handed to it as a "wall Date": a Date whose local fields equal the shop's
 * wall time at that instant (built from the instant formatted in the shop's zone). The way back,
 * after a drag, reads the local fields and converts that wall time in the shop's zone to an
 * instant. Both conversions go through the domain's zone functions (@date-fns/tz underneath),
 * never by offset arithmetic here. Intl formatting of a wall Date without a `timeZone` option
 * therefore prints the shop's time. (A wall time that does not exist in the browser's own zone,
 * inside its spring-forward hour, shifts by that hour: rare, and only in the browser's display.)
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/;

/** The Date whose local fields show the shop's wall clock at `instant`. */
export function toWallDate(instant: string | number | Date, timeZone: string): Date {
  const ms = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  const match = WALL.exec(isoInZone(ms, timeZone));
  if (!match) return new Date(ms);
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(y, mo - 1, d, h, mi, s);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a wall Date's local fields. */
export const wallDateKey = (date: Date) =>
  `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

/** The instant, as ISO 8601, at which the shop's clock shows the wall Date's local fields. */
export function fromWallDate(date: Date, timeZone: string): string {
  const minutes = date.getHours() * 60 + date.getMinutes();
  return new Date(wallTimeToInstant(timeZone, wallDateKey(date), minutes)).toISOString();
}

/** Local calendar arithmetic on wall Dates. */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** "HH:MM" of a wall Date's local fields, as a time input holds it. */
export const wallTimeKey = (date: Date) => `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of "HH:MM", or null when it is not a time of day. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The instant, as ISO 8601, at which the shop's clock shows `date` (YYYY-MM-DD) and `time`
 * ("HH:MM"): what a date and a time field of a form mean. Null while either is incomplete.
 */
export function instantFromFields(date: string | null, time: string, timeZone: string): string | null {
  const minutes = minutesOf(time);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || minutes === null) return null;
  return new Date(wallTimeToInstant(timeZone, date, minutes)).toISOString();
}

/** The wall Date at YYYY-MM-DD and "HH:MM" (midnight when the time is missing). */
export function wallDateOf(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const minutes = minutesOf(time) ?? 0;
  return new Date(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
}
