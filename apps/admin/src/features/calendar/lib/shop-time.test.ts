import { describe, expect, it } from 'vitest';
import { instantFromFields, minutesOf, wallDateKey, wallDateOf, wallTimeKey } from './shop-time.ts';

describe('form fields in the shop’s time zone', () => {
  it('turns a date and a time into the instant the shop’s clock shows them', () => {
    expect(instantFromFields('2026-11-21', '10:30', 'Europe/Berlin')).toBe('2026-11-21T09:30:00.000Z');
    expect(instantFromFields('2026-07-01', '10:30', 'Europe/Berlin')).toBe('2026-07-01T08:30:00.000Z');
    expect(instantFromFields('2026-11-21', '10:30', 'America/New_York')).toBe('2026-11-21T15:30:00.000Z');
  });

  it('knows the short and the long day of a DST change', () => {
    // Berlin's clocks jump from 02:00 to 03:00 on 29 March 2026: 01:30 is still winter time.
    expect(instantFromFields('2026-03-29', '01:30', 'Europe/Berlin')).toBe('2026-03-29T00:30:00.000Z');
    expect(instantFromFields('2026-03-29', '03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('waits for complete fields', () => {
    expect(instantFromFields(null, '10:30', 'Europe/Berlin')).toBeNull();
    expect(instantFromFields('2026-11-21', '10:3', 'Europe/Berlin')).toBeNull();
    expect(minutesOf('24:00')).toBeNull();
    expect(minutesOf('09:45')).toBe(585);
  });

  it('reads and writes wall Dates', () => {
    const date = wallDateOf('2026-11-21', '09:05');
    expect(wallDateKey(date)).toBe('2026-11-21');
    expect(wallTimeKey(date)).toBe('09:05');
  });
});
