import { describe, expect, it } from 'vitest';
import { wallDateOf } from './shop-time.ts';
import { isOffHours, isWithinHours, shownHours, workingHours, workingTimeRange } from './working-hours.ts';

const hours = workingHours({
  items: [
    {
      stylistId: 'ana',
      date: '2026-12-07',
      intervals: [
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '18:30' },
      ],
    },
    { stylistId: 'ben', date: '2026-12-07', intervals: [{ start: '10:00', end: '20:00' }] },
    { stylistId: 'ana', date: '2026-12-08', intervals: [] },
    { stylistId: 'ben', date: '2026-12-08', intervals: [] },
    { stylistId: 'ana', date: '2026-12-09', intervals: [{ start: '20:00', end: '24:00' }] },
  ],
  closedDates: [],
});
const at = (date: string, time: string) => wallDateOf(date, time);
const card = (date: string, from: string, to: string, toDate = date) => ({
  start: at(date, from),
  end: at(toDate, to),
});

describe('the hours a day shows', () => {
  it('runs from an hour before the first stylist starts to an hour after the last one ends, on whole hours', () => {
    expect(shownHours(hours, ['ana', 'ben'], ['2026-12-07'], [])).toEqual({ start: 8 * 60, end: 21 * 60 });
    // Ana alone ends at 18:30: 19:30, shown to 20:00.
    expect(shownHours(hours, ['ana'], ['2026-12-07'], [])).toEqual({ start: 8 * 60, end: 20 * 60 });
  });

  it('widens to every card and block, to the whole day for one over midnight', () => {
    expect(
      shownHours(
        hours,
        ['ana'],
        ['2026-12-07'],
        [card('2026-12-07', '06:40', '07:10'), card('2026-12-07', '21:00', '21:15')],
      ),
    ).toEqual({ start: 6 * 60, end: 22 * 60 });
    expect(
      shownHours(hours, ['ana'], ['2026-12-07'], [card('2026-12-06', '22:00', '01:00', '2026-12-07')]),
    ).toEqual({ start: 0, end: 20 * 60 });
    // Within a week it needs both ends of the day; one ending at midnight only its own day's end.
    expect(
      shownHours(
        hours,
        [],
        ['2026-12-07', '2026-12-08'],
        [card('2026-12-07', '22:00', '01:00', '2026-12-08')],
      ),
    ).toEqual({ start: 0, end: 24 * 60 });
    expect(
      shownHours(hours, [], ['2026-12-08'], [card('2026-12-07', '23:00', '00:00', '2026-12-08')]),
    ).toEqual({
      start: 8 * 60,
      end: 19 * 60,
    });
    expect(
      shownHours(hours, [], ['2026-12-07'], [card('2026-12-07', '23:00', '00:00', '2026-12-08')]),
    ).toEqual({
      start: 8 * 60,
      end: 24 * 60,
    });
    // Cards on other dates change nothing.
    expect(shownHours(hours, ['ana'], ['2026-12-07'], [card('2026-12-05', '05:00', '06:00')])).toEqual({
      start: 8 * 60,
      end: 20 * 60,
    });
  });

  it('shows 08:00 to 19:00 when nobody works and nothing is booked, and never past midnight', () => {
    expect(shownHours(hours, ['ana', 'ben'], ['2026-12-08'], [])).toEqual({ start: 8 * 60, end: 19 * 60 });
    expect(shownHours(hours, ['ana'], ['2026-12-09'], [])).toEqual({ start: 19 * 60, end: 24 * 60 });
    // A week: everyone's hours on any of its days.
    expect(shownHours(hours, ['ana', 'ben'], ['2026-12-07', '2026-12-08', '2026-12-09'], [])).toEqual({
      start: 8 * 60,
      end: 24 * 60,
    });
  });
});

describe('greying out what is outside the hours', () => {
  it('greys a slot outside the stylist’s stretches, not one inside, and nothing before the hours are known', () => {
    expect(isOffHours(hours, ['ana'], at('2026-12-07', '08:45'), 15)).toBe(true);
    expect(isOffHours(hours, ['ana'], at('2026-12-07', '09:00'), 15)).toBe(false);
    expect(isOffHours(hours, ['ana'], at('2026-12-07', '13:15'), 15)).toBe(true);
    expect(isOffHours(hours, ['ana'], at('2026-12-07', '18:15'), 15)).toBe(false);
    expect(isOffHours(hours, ['ana'], at('2026-12-07', '18:30'), 15)).toBe(true);
    expect(isOffHours(hours, ['ana'], at('2026-12-08', '10:00'), 15)).toBe(true);
    expect(isOffHours(hours, ['ana'], at('2026-12-09', '23:45'), 15)).toBe(false);
    expect(isOffHours(hours, ['cleo'], at('2026-12-07', '03:00'), 15)).toBe(false);
  });

  it('in the week view greys only what nobody shown works', () => {
    expect(isOffHours(hours, ['ana', 'ben'], at('2026-12-07', '13:15'), 15)).toBe(false);
    expect(isOffHours(hours, ['ana', 'ben'], at('2026-12-07', '20:00'), 15)).toBe(true);
  });
});

describe('the dates whose working time is loaded', () => {
  it('is the same for every day of a week and covers a month view', () => {
    // Wednesday 9 and Sunday 13 December 2026: from Monday 30 November.
    expect(workingTimeRange({ from: '2026-12-09', to: '2026-12-09' })).toEqual({
      from: '2026-11-30',
      to: '2027-01-10',
    });
    expect(workingTimeRange({ from: '2026-12-13', to: '2026-12-13' })).toEqual({
      from: '2026-11-30',
      to: '2027-01-10',
    });
    const month = workingTimeRange({ from: '2026-11-29', to: '2027-01-09' });
    expect(month.from <= '2026-11-29' && month.to >= '2027-01-09').toBe(true);
  });
});

describe('a slot picked for a stylist', () => {
  it('is within their hours only when it lies wholly inside one of their stretches', () => {
    expect(isWithinHours(hours, 'ana', at('2026-12-07', '09:00'), at('2026-12-07', '09:15'))).toBe(true);
    expect(isWithinHours(hours, 'ana', at('2026-12-07', '12:45'), at('2026-12-07', '13:00'))).toBe(true);
    // The lunch break, a stretch over it, before the day starts, and a day off.
    expect(isWithinHours(hours, 'ana', at('2026-12-07', '13:00'), at('2026-12-07', '13:15'))).toBe(false);
    expect(isWithinHours(hours, 'ana', at('2026-12-07', '12:30'), at('2026-12-07', '14:30'))).toBe(false);
    expect(isWithinHours(hours, 'ana', at('2026-12-07', '08:45'), at('2026-12-07', '09:00'))).toBe(false);
    expect(isWithinHours(hours, 'ana', at('2026-12-08', '10:00'), at('2026-12-08', '10:15'))).toBe(false);
    // Up to midnight.
    expect(isWithinHours(hours, 'ana', at('2026-12-09', '23:45'), at('2026-12-10', '00:00'))).toBe(true);
  });

  it("is not refused while the stylist's hours for the day are unknown", () => {
    expect(isWithinHours(hours, 'ana', at('2026-12-20', '03:00'), at('2026-12-20', '03:15'))).toBe(true);
    expect(isWithinHours(hours, 'cleo', at('2026-12-07', '03:00'), at('2026-12-07', '03:15'))).toBe(true);
  });
});
