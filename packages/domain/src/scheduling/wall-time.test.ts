import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  buildDayFrames,
  dateOfInstant,
  fillGrid,
  frameInstant,
  isoWeekdayOf,
  parseDate,
  wallTimeToInstant,
} from './wall-time.ts';

const MINUTE = 60_000;

/** Zones with their 2026 DST change days, and an ordinary day for Kolkata. */
const cases: [string, string][] = [
  ['Europe/Berlin', '2026-03-29'],
  ['Europe/Berlin', '2026-10-25'],
  ['America/New_York', '2026-03-08'],
  ['America/New_York', '2026-11-01'],
  ['Australia/Lord_Howe', '2026-04-05'],
  ['Australia/Lord_Howe', '2026-10-04'],
  ['Asia/Kolkata', '2026-03-29'],
];

const localMinute = (timeZone: string, t: number) => {
  const d = new TZDate(t, timeZone);
  return d.getHours() * 60 + d.getMinutes();
};

describe('wall-clock conversions', () => {
  it('converts wall times with the library, including the last minute of the day', () => {
    expect(wallTimeToInstant('Europe/Berlin', '2026-06-15', 9 * 60)).toBe(Date.parse('2026-06-15T07:00:00Z'));
    expect(wallTimeToInstant('Asia/Kolkata', '2026-06-15', 0)).toBe(Date.parse('2026-06-14T18:30:00Z'));
    expect(wallTimeToInstant('Europe/Berlin', '2026-12-31', 1440)).toBe(
      wallTimeToInstant('Europe/Berlin', '2027-01-01', 0),
    );
    expect(dateOfInstant('Europe/Berlin', Date.parse('2026-06-14T22:00:00Z'))).toBe('2026-06-15');
    expect(dateOfInstant('Europe/Berlin', Date.parse('2026-06-14T21:59:59Z'))).toBe('2026-06-14');
    expect(dateOfInstant('Australia/Lord_Howe', Date.parse('2026-10-03T13:30:00Z'))).toBe('2026-10-04');
  });

  it('rejects what is not a date, a zone or a whole minute', () => {
    expect(() => parseDate('2026-13-01')).toThrow(RangeError);
    expect(() => parseDate('2026-6-1')).toThrow(RangeError);
    expect(() => wallTimeToInstant('Nowhere/Special', '2026-06-15', 0)).toThrow(RangeError);
    expect(() => wallTimeToInstant('Europe/Berlin', '2026-06-15', 0.5)).toThrow(RangeError);
  });

  it('numbers weekdays from Monday', () => {
    expect(isoWeekdayOf(parseDate('2026-06-15'))).toBe(1);
    expect(isoWeekdayOf(parseDate('2026-06-21'))).toBe(7);
    expect(isoWeekdayOf(parseDate('1969-12-29'))).toBe(1);
  });

  it.each(cases)('%s %s: day frames agree with the library minute by minute', (timeZone, date) => {
    const frames = buildDayFrames(timeZone, parseDate(date) - 86_400_000, 3);
    frames.forEach((frame, i) => {
      expect(frame.start).toBe(wallTimeToInstant(timeZone, frame.date, 0));
      expect(frame.end).toBe(frames[i + 1]?.start ?? wallTimeToInstant(timeZone, frame.date, 1440));
      for (let m = 0; m <= 1440; m++) {
        expect(frameInstant(timeZone, frame, m)).toBe(wallTimeToInstant(timeZone, frame.date, m));
      }
    });
  });

  it.each(cases)('%s %s: the grid is every real instant whose wall time is on the step', (timeZone, date) => {
    const [frame] = buildDayFrames(timeZone, parseDate(date), 1);
    if (!frame) throw new Error('no frame');
    for (const step of [5, 15, 30, 60]) {
      const expected: number[] = [];
      for (let t = frame.start; t < frame.end; t += 5 * MINUTE) {
        if (dateOfInstant(timeZone, t) === date && localMinute(timeZone, t) % step === 0) expected.push(t);
      }
      const grid: number[] = [];
      expect(fillGrid(frame, step, grid)).toBe(expected.length);
      expect(grid).toEqual(expected);
    }
  });

  it('knows how long the DST days are', () => {
    const hours = (timeZone: string, date: string) => {
      const [f] = buildDayFrames(timeZone, parseDate(date), 1);
      return f ? (f.end - f.start) / 3_600_000 : Number.NaN;
    };
    expect(hours('Europe/Berlin', '2026-03-29')).toBe(23);
    expect(hours('Europe/Berlin', '2026-10-25')).toBe(25);
    expect(hours('Australia/Lord_Howe', '2026-10-04')).toBe(23.5);
    expect(hours('Australia/Lord_Howe', '2026-04-05')).toBe(24.5);
    expect(hours('Asia/Kolkata', '2026-03-29')).toBe(24);
  });
});
