import { dateOfInstant, isoInZone, wallTimeToInstant } from '@salon/domain';

/*
 * Dates and wall times of the shop, whatever the browser's own zone: every conversion goes
 * through the domain's zone functions, never by adding offsets here.
 */

/** 'HH:MM' → minutes after midnight ('24:00' → 1440). */
export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Minutes after midnight → 'HH:MM'. */
export function toWallTime(minutes: number): string {
  const clamped = Math.max(0, Math.min(1440, minutes));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

/** Today's date in the shop. */
export const shopToday = (timeZone: string, now: number = Date.now()) => dateOfInstant(timeZone, now);

/** The shop date `days` after `date` (taken at noon, so no DST change moves it to another day). */
export const addShopDays = (timeZone: string, date: string, days: number) =>
  dateOfInstant(timeZone, wallTimeToInstant(timeZone, date, 12 * 60 + days * 1440));

/** The instant (ISO 8601) at which the shop's clock shows `time` on `date`. */
export const shopInstant = (timeZone: string, date: string, time: string) =>
  new Date(wallTimeToInstant(timeZone, date, toMinutes(time))).toISOString();

/** The shop's date and wall time of an instant. */
export function shopWall(timeZone: string, instant: string | number): { date: string; time: string } {
  const iso = isoInZone(typeof instant === 'number' ? instant : Date.parse(instant), timeZone);
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Monday … Sunday (1 … 7) in the language, e.g. "Monday". */
export function weekdayName(weekday: number, locale: string, width: 'long' | 'short' = 'long'): string {
  // 2024-01-01 was a Monday; UTC on both sides keeps the date whatever the browser's zone.
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, weekday),
  );
}
