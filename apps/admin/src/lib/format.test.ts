import { describe, expect, it } from 'vitest';
import { formatDay, formatDuration, formatMoney, formatTime, pickedDayFormatter } from './format.ts';

describe('admin formats', () => {
  it('writes days as D, M j in the shop’s zone, not the browser’s', () => {
    // 23:30 UTC on Nov 30 is already Dec 1 in Berlin.
    expect(formatDay('2026-11-30T23:30:00Z', 'Europe/Berlin', 'en')).toMatch(/^Tue, Dec 1(, 2026)?$/);
    expect(formatDay('2026-11-30T23:30:00Z', 'America/New_York', 'en')).toMatch(/^Mon, Nov 30(, 2026)?$/);
    expect(formatDay('2026-03-29', 'Europe/Berlin', 'de')).toMatch(/^So\., 29\. März/);
  });

  it('names a picked date in the language’s own order, the same day wherever the browser is', () => {
    expect(pickedDayFormatter('de')({ date: '2020-03-06' })).toBe('Fr., 6. März 2020');
    expect(pickedDayFormatter('fr')({ date: '2020-03-06' })).toBe('ven. 6 mars 2020');
    expect(pickedDayFormatter('en')({ date: '2020-03-06' })).toBe('Fri, Mar 6, 2020');
    expect(pickedDayFormatter('en')({ date: null })).toBe('');
  });

  it('writes times in the shop’s zone across a DST change', () => {
    expect(formatTime('2026-03-29T07:30:00Z', 'Europe/Berlin', 'de')).toBe('09:30');
    expect(formatTime('2026-03-28T07:30:00Z', 'Europe/Berlin', 'de')).toBe('08:30');
  });

  it('writes money from minor units in the language', () => {
    expect(formatMoney(4500, 'EUR', 'en')).toBe('€45.00');
    expect(formatMoney(4500, 'EUR', 'de')).toBe('45,00\u00a0€');
    expect(formatMoney(4500, 'JPY', 'en')).toBe('¥4,500');
  });

  it('writes durations in hours and minutes', () => {
    expect(formatDuration(45, 'en')).toBe('45m');
    expect(formatDuration(90, 'en')).toBe('1h 30m');
    expect(formatDuration(120, 'de')).toBe('2h');
  });
});
