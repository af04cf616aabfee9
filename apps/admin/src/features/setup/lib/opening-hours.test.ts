import { describe, expect, it } from 'vitest';
import {
  type DayHours,
  dayProblems,
  defaultOpeningHours,
  fromWeeklyHours,
  toWeeklyHours,
  weekdayName,
} from './opening-hours.ts';

const day = (patch: Partial<DayHours>): DayHours => ({
  weekday: 1,
  open: true,
  from: '09:00',
  to: '18:00',
  lunch: false,
  lunchFrom: '13:00',
  lunchTo: '14:00',
  ...patch,
});

describe('opening hours', () => {
  it('start as Monday to Friday 9–18 and Saturday 9–14', () => {
    expect(toWeeklyHours(defaultOpeningHours())).toEqual({
      days: [1, 2, 3, 4, 5]
        .map((weekday) => ({ weekday, intervals: [{ start: '09:00', end: '18:00' }] }))
        .concat([{ weekday: 6, intervals: [{ start: '09:00', end: '14:00' }] }]),
    });
  });

  it('split a day with a lunch break into two intervals, and read them back', () => {
    const hours = defaultOpeningHours().map((d) =>
      d.weekday === 2 ? { ...d, lunch: true, lunchFrom: '12:30', lunchTo: '13:15' } : d,
    );
    const weekly = toWeeklyHours(hours);
    expect(weekly.days.find((d) => d.weekday === 2)?.intervals).toEqual([
      { start: '09:00', end: '12:30' },
      { start: '13:15', end: '18:00' },
    ]);
    expect(fromWeeklyHours(weekly)).toEqual(hours);
  });

  it('read a weekday without hours as closed', () => {
    const hours = fromWeeklyHours({ days: [{ weekday: 3, intervals: [{ start: '10:00', end: '16:00' }] }] });
    expect(hours.filter((d) => d.open).map((d) => [d.weekday, d.from, d.to])).toEqual([
      [3, '10:00', '16:00'],
    ]);
  });

  it('name what is wrong with a day', () => {
    expect(dayProblems(day({}))).toEqual({});
    expect(dayProblems(day({ open: false, from: '' }))).toEqual({});
    expect(dayProblems(day({ to: '08:00' }))).toEqual({ to: 'validation.closesBeforeOpens' });
    expect(dayProblems(day({ from: '' }))).toEqual({ from: 'validation.timeRequired' });
    expect(dayProblems(day({ lunch: true, lunchFrom: '14:00', lunchTo: '13:00' }))).toEqual({
      lunchTo: 'validation.breakEndsBeforeStart',
    });
    expect(dayProblems(day({ lunch: true, lunchFrom: '17:30', lunchTo: '19:00' }))).toEqual({
      lunchFrom: 'validation.breakOutside',
    });
  });

  it('name weekdays in the language', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'de')).toBe('Sonntag');
  });
});
