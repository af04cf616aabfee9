import { firstDayOfWeek } from '@salon/domain/calendar-date';
import { describe, expect, it } from 'vitest';
import { todayIn } from './shop-date.ts';

describe('todayIn', () => {
  it("is the date on the shop's clock, not the browser's", () => {
    // 23:30 UTC on 31 Dec is already New Year in Berlin and still New Year's Eve in New York.
    const instant = Date.parse('2026-12-31T23:30:00Z');
    expect(todayIn('Europe/Berlin', instant)).toBe('2027-01-01');
    expect(todayIn('America/New_York', instant)).toBe('2026-12-31');
  });
});

describe('firstDayOfWeek', () => {
  it('starts the week on Monday in Europe and on Sunday in English', () => {
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('en')).toBe(0);
  });
});
