import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDayInSentence,
  formatDuration,
  formatMoney,
  formatTime,
  pickedDayFormatter,
} from './format.ts';

describe('admin formats', () => {
  it('writes days as D, M j in the shop’s zone, not the browser’s', () => {
    // 23:30 UTC on Nov 30 is already Dec 1 in Berlin.
    expect(formatDay('2026-11-30T23:30:00Z', 'Europe/Berlin', 'en')).toMatch(/^Tue, Dec 1(, 2026)?$/);
    expect(formatDay('2026-11-30T23:30:00Z', 'America/New_York', 'en')).toMatch(/^Mon, Nov 30(, 2026)?$/);
    expect(formatDay('2026-03-29', 'Europe/Berlin', 'de')).toMatch(/^So\., 29\. März/);
  });

  it('writes a day inside a sentence out, with no abbreviation’s period for the sentence’s to meet', () => {
    expect(formatDayInSentence('2026-12-03', 'Europe/Paris', 'fr')).toMatch(/^jeudi 3 décembre( 2026)?$/);
    for (const locale of ['en', 'de', 'fr', 'pt']) {
      for (let month = 1; month <= 12; month++) {
        const day = formatDayInSentence(`2026-${String(month).padStart(2, '0')}-03`, 'Europe/Lisbon', locale);
        expect(day, locale).not.toMatch(/\.$/);
      }
    }
  });

  it('names a picked date in the language’s own order, the same day wherever the browser is', () => {
    expect(pickedDayFormatter('de')({ date: '2020-03-06' })).toBe('Fr., 6. März 2020');
    expect(pickedDayFormatter('fr')({ date: '2020-03-06' })).toBe('ven. 6 mars 2020');
    expect(pickedDayFormatter('en')({ date: '2020-03-06' })).toBe('Fri, Mar 6, 2020');
    expect(pickedDayFormatter('en')({ date: null })).toBe('');
  });

  it('writes times in the shop’s zone across a DST change', () => {
    expect(formatTime('2026-03-29T07:30:00Z', 'Europe/Berlin', 'de')).toBe('09:30');
    // English writes the hour without a leading zero.
    expect(formatTime('2026-03-29T07:30:00Z', 'Europe/Berlin', 'en').replace(/\s/g, ' ')).toBe('9:30 AM');
    expect(formatTime('2026-03-28T07:30:00Z', 'Europe/Berlin', 'de')).toBe('08:30');
  });

  it('writes money from minor units in the language', () => {
    expect(formatMoney(4500, 'EUR', 'en')).toBe('€45.00');
    expect(formatMoney(4500, 'EUR', 'de')).toBe('45,00\u00a0€');
    expect(formatMoney(4500, 'JPY', 'en')).toBe('¥4,500');
  });

  it('writes durations in hours and minutes', () => {
    // A space before the unit, as the widget and the mails write it ("30min" before).
    expect(formatDuration(45, 'en')).toBe('45 min');
    expect(formatDuration(90, 'en')).toBe('1 hr 30 min');
    expect(formatDuration(30, 'fr').replace(/\s/g, ' ')).toBe('30 min');
    expect(formatDuration(120, 'de')).toBe('2 Std.');
  });
});
