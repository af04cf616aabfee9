import { describe, expect, it } from 'vitest';
import { datesBetween, workingHoursOn } from './working-time.ts';

const schedule = {
  weekly: {
    1: [
      { start: 840, end: 1080 },
      { start: 540, end: 780 },
    ],
    6: [{ start: 540, end: 900 }],
  },
  overrides: { '2026-12-08': [{ start: 420, end: 660 }], '2026-12-14': [] },
};

describe('workingHoursOn', () => {
  it('reads the weekday’s hours in order, a date’s own hours before them, and nothing on a closed day', () => {
    // Monday 7 December 2026.
    expect(workingHoursOn(schedule, '2026-12-07', false)).toEqual([
      { start: 540, end: 780 },
      { start: 840, end: 1080 },
    ]);
    expect(workingHoursOn(schedule, '2026-12-08', false)).toEqual([{ start: 420, end: 660 }]);
    expect(workingHoursOn(schedule, '2026-12-09', false)).toEqual([]);
    expect(workingHoursOn(schedule, '2026-12-12', false)).toEqual([{ start: 540, end: 900 }]);
    expect(workingHoursOn(schedule, '2026-12-12', true)).toEqual([]);
    // Other hours with no intervals: a Monday off.
    expect(workingHoursOn(schedule, '2026-12-14', false)).toEqual([]);
  });
});

describe('datesBetween', () => {
  it('lists every date, both ends included, across a month and a year', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(datesBetween('2027-02-28', '2027-02-28')).toEqual(['2027-02-28']);
    expect(datesBetween('2027-03-02', '2027-03-01')).toEqual([]);
  });
});
