import { afterEach, describe, expect, it } from 'vitest';
import { addDays, daysBetween, firstDayOfWeek, isIsoDate, weekdayOf, weekStartOf } from './calendar-date.ts';

describe('calendar dates', () => {
  it('adds days across months, years, leap days and DST changes', () => {
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-02', -2)).toBe('2026-02-28');
    // Europe's and the US's clock changes are no different from any other day.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-25', 0)).toBe('2026-10-25');
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('2026-03-28', '2026-04-04')).toBe(7);
    expect(daysBetween('2026-10-25', '2026-10-25')).toBe(0);
    expect(daysBetween('2026-04-04', '2026-03-28')).toBe(-7);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('names the day of the week, Sunday first', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });

  it('finds the first date of a week that starts on Monday or on Sunday', () => {
    // Wednesday 25 November 2026.
    expect(weekStartOf('2026-11-25', 1)).toBe('2026-11-23');
    expect(weekStartOf('2026-11-25', 0)).toBe('2026-11-22');
    // The first day itself, and the last day of its week.
    expect(weekStartOf('2026-11-23', 1)).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29', 1)).toBe('2026-11-23');
    expect(weekStartOf('2026-11-28', 0)).toBe('2026-11-22');
    // Across a year's end.
    expect(weekStartOf('2027-01-01', 1)).toBe('2026-12-28');
  });

  it('accepts only real dates written as YYYY-MM-DD', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-02-2026')).toBe(false);
    expect(isIsoDate('2026-2-28')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });
});

describe('firstDayOfWeek', () => {
  const RealLocale = Intl.Locale;
  const intl = Intl as { Locale: typeof Intl.Locale };
  afterEach(() => {
    intl.Locale = RealLocale;
  });

  it("follows the language's week data", () => {
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('en')).toBe(0);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('pt-BR')).toBe(0);
    // No language yet (i18next before it has resolved one) reads as English.
    expect(firstDayOfWeek(undefined)).toBe(0);
  });

  it('starts on Sunday in English and on Monday elsewhere without week data', () => {
    // A runtime without Intl.Locale week info, as some browsers are.
    intl.Locale = class extends RealLocale {
      get weekInfo() {
        return undefined;
      }
    } as typeof Intl.Locale;
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('pt-BR')).toBe(0);
    expect(firstDayOfWeek('pt-PT')).toBe(1);
    expect(firstDayOfWeek('und-EG')).toBe(6);
  });

  it("starts on the country's first day: Monday in Portugal, Germany and France, Sunday in the US", () => {
    expect(firstDayOfWeek('pt-PT')).toBe(1);
    expect(firstDayOfWeek('und-PT')).toBe(1);
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('fr-FR')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(0);
  });

  it('takes the day a locale names with its fw keyword', () => {
    expect(firstDayOfWeek('en-u-fw-mon')).toBe(1);
    expect(firstDayOfWeek('fr-u-fw-sun')).toBe(0);
  });

  it('falls back for a tag that is not a language', () => {
    expect(firstDayOfWeek('')).toBe(1);
    expect(firstDayOfWeek('not a tag')).toBe(1);
  });
});
