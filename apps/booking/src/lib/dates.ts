import { addDays } from '@salon/domain/calendar-date';

// Wall-clock facts in a shop's time zone through Intl alone: the widget ships no time-zone library.

export const weekFrom = (start: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(start, i));

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function zonedParts(instant: number, timeZone: string) {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** The calendar date of an instant on the wall clock of a time zone. */
export function dateIn(timeZone: string, instant: number | string = Date.now()): string {
  const p = zonedParts(typeof instant === 'string' ? Date.parse(instant) : instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The hour (0–23) of an instant on the wall clock of a time zone. */
export const hourIn = (timeZone: string, instant: string): number =>
  Number(zonedParts(Date.parse(instant), timeZone).hour);

/** "14:30" on the wall clock of a time zone: a stable name for a start time. */
export function timeKeyIn(timeZone: string, instant: string): string {
  const p = zonedParts(Date.parse(instant), timeZone);
  return `${p.hour}:${p.minute}`;
}

export const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** Morning before 12:00, afternoon until 17:00, evening after, on the shop's clock. */
export type DayPart = 'morning' | 'afternoon' | 'evening';
export const dayPartOf = (hour: number): DayPart =>
  hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
