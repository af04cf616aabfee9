import { tzOffset } from '@date-fns/tz';

const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();

/**
 * The zone's UTC offset in minutes at an instant. Offsets only change on quarter hours, so the
 * library's answer is kept per zone and quarter hour: one availability answer formats hundreds
 * of instants of a few days.
 */
function offsetMinutes(timeZone: string, instant: number): number {
  const key = `${timeZone}|${Math.floor(instant / QUARTER_HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = tzOffset(timeZone, new Date(instant));
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** An instant as ISO 8601 with the shop's own offset, e.g. 2026-11-21T10:00:00.000+01:00. */
export function isoInZone(instant: number | Date, timeZone: string): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const offset = offsetMinutes(timeZone, ms);
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 23);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}
