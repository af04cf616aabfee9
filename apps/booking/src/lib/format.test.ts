import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDuration,
  formatIsoWeekday,
  formatPrice,
  formatSpan,
  formatTime,
  formatTimeRange,
  formatWallTime,
  mapSearchUrl,
} from './format.ts';

// Intl puts (narrow) no-break spaces in some formats; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('dates in the spec’s D, M j style', () => {
  it('formats a calendar date in each language', () => {
    expect(formatDay('2026-11-21', 'en')).toBe('Sat, Nov 21');
    expect(formatDay('2026-11-21', 'de')).toBe('Sa., 21. Nov.');
    expect(formatDay('2026-11-21', 'fr')).toBe('sam. 21 nov.');
    expect(formatDay('2026-11-21', 'pt')).toBe('sáb., 21 de nov.');
  });

  it('takes an instant’s date on the shop’s clock, not the browser’s', () => {
    // 23:30 UTC is already the next day in Berlin.
    expect(formatDate('2026-11-21T23:30:00Z', 'en', 'Europe/Berlin')).toBe('Sun, Nov 22');
    expect(formatDate('2026-11-21T23:30:00Z', 'en', 'America/New_York')).toBe('Sat, Nov 21');
  });
});

describe('times in the locale’s own clock habit and the shop’s zone', () => {
  const start = '2026-11-21T09:00:00Z';
  it('uses 12 hours in US English and 24 hours in German, French, Portuguese and British English', () => {
    expect(plain(formatTime(start, 'en', 'Europe/Berlin'))).toBe('10:00 AM');
    expect(formatTime(start, 'de', 'Europe/Berlin')).toBe('10:00');
    expect(formatTime(start, 'fr', 'Europe/Berlin')).toBe('10:00');
    expect(formatTime(start, 'pt', 'Europe/Lisbon')).toBe('09:00');
    expect(formatTime(start, 'en-GB', 'Europe/Berlin')).toBe('10:00');
  });

  it('follows daylight saving time of the zone', () => {
    expect(formatTime('2026-07-01T09:00:00Z', 'de', 'Europe/Berlin')).toBe('11:00');
    expect(formatTime('2026-03-29T01:30:00Z', 'de', 'Europe/Berlin')).toBe('03:30');
  });

  it('joins a range and a date with its time', () => {
    expect(formatTimeRange(start, '2026-11-21T09:30:00Z', 'de', 'Europe/Berlin')).toBe('10:00 – 10:30');
    expect(plain(formatDateTime(start, 'en', 'Europe/Berlin'))).toBe('Sat, Nov 21, 10:00 AM');
  });
});

describe('prices in minor units', () => {
  it('divides by the currency’s own minor unit', () => {
    expect(formatPrice(4500, 'EUR', 'en')).toBe('€45.00');
    expect(plain(formatPrice(4500, 'EUR', 'de'))).toBe('45,00 €');
    expect(plain(formatPrice(4550, 'EUR', 'fr'))).toBe('45,50 €');
    expect(formatPrice(4500, 'JPY', 'en')).toBe('¥4,500');
    expect(formatPrice(12345, 'USD', 'en')).toBe('$123.45');
  });
});

describe('durations', () => {
  it('says minutes, hours, or both', () => {
    expect(formatDuration(45, 'en')).toBe('45 min');
    expect(formatDuration(60, 'en')).toBe('1 hr');
    expect(formatDuration(90, 'en')).toBe('1 hr 30 min');
    expect(formatSpan(1440, 'en')).toBe('24 hours');
    expect(formatSpan(2880, 'de')).toBe('2 Tage');
    expect(formatSpan(30, 'fr')).toBe('30 minutes');
  });
});

describe('a date with its time', () => {
  it('reads naturally in each language', () => {
    const at = '2026-11-21T08:05:00Z';
    expect(formatDateTime(at, 'de', 'Europe/Berlin')).toBe('Sa., 21. Nov., 09:05');
    expect(formatDateTime(at, 'fr', 'Europe/Berlin')).toBe('sam. 21 nov., 09:05');
    expect(formatDateTime(at, 'pt', 'Europe/Lisbon')).toBe('sáb., 21 de nov., 08:05');
  });
});

describe('salon information', () => {
  it('names ISO weekdays in the language', () => {
    expect(formatIsoWeekday(1, 'en')).toBe('Monday');
    expect(formatIsoWeekday(7, 'en')).toBe('Sunday');
    expect(formatIsoWeekday(3, 'de')).toBe('Mittwoch');
    expect(formatIsoWeekday(6, 'fr')).toBe('samedi');
  });

  it('shows the shop’s wall-clock times in the language’s habit', () => {
    expect(formatWallTime('09:30', 'en-US')).toBe('9:30 AM');
    expect(formatWallTime('18:00', 'de')).toBe('18:00');
  });

  it('searches the address on OpenStreetMap as one line', () => {
    expect(mapSearchUrl('Hauptstraße 1\n10115 Berlin')).toBe(
      'https://www.openstreetmap.org/search?query=Hauptstra%C3%9Fe%201%2C%2010115%20Berlin',
    );
  });
});
