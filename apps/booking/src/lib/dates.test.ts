import { describe, expect, it } from 'vitest';
import { dateIn, dayPartOf, hourIn, timeKeyIn, weekFrom } from './dates.ts';

describe('calendar dates', () => {
  it('lists the seven dates of a week from its first, across a DST change', () => {
    expect(weekFrom('2026-10-23')).toEqual([
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
    ]);
  });

  it('takes today on the shop’s wall clock', () => {
    const instant = Date.parse('2026-11-21T23:30:00Z');
    expect(dateIn('Europe/Berlin', instant)).toBe('2026-11-22');
    expect(dateIn('America/Los_Angeles', instant)).toBe('2026-11-21');
    expect(dateIn('Pacific/Kiritimati', instant)).toBe('2026-11-22');
  });

  it('names a start time by its wall-clock time and sorts it into a part of the day', () => {
    expect(timeKeyIn('Europe/Berlin', '2026-11-21T09:15:00Z')).toBe('10:15');
    expect(timeKeyIn('Europe/Berlin', '2026-11-21T23:00:00Z')).toBe('00:00');
    expect(hourIn('Europe/Lisbon', '2026-07-01T16:00:00+01:00')).toBe(16);
    expect(dayPartOf(9)).toBe('morning');
    expect(dayPartOf(12)).toBe('afternoon');
    expect(dayPartOf(17)).toBe('evening');
  });
});
