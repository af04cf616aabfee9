import { TZDate } from '@date-fns/tz';

/** An instant as ISO 8601 with the shop's own offset, e.g. 2026-11-21T10:00:00.000+01:00. */
export function isoInZone(instant: number | Date, timeZone: string): string {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), timeZone).toISOString();
}
