import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPoints, formatPrice, formatVisit } from './format.ts';

describe('times on the salon’s clock', () => {
  // 09:00 UTC on a winter day: 10:00 in Berlin, 09:00 in Lisbon, 04:00 in New York.
  const start = '2026-01-15T09:00:00Z';
  const end = '2026-01-15T09:45:00Z';

  it('writes a visit in the salon’s zone, whatever zone the browser is in', () => {
    expect(formatVisit(start, end, 'de-DE', 'Europe/Berlin')).toBe('Do., 15. Jan. 2026, 10:00 – 10:45');
    expect(formatVisit(start, end, 'en-GB', 'Europe/Lisbon')).toBe('Thu, 15 Jan 2026, 09:00 – 09:45');
    expect(formatVisit(start, end, 'en-US', 'America/New_York')).toBe('Thu, Jan 15, 2026, 4:00 AM – 4:45 AM');
  });

  it('follows daylight saving time: the same UTC hour is an hour later on the wall in summer', () => {
    expect(formatDateTime('2026-07-15T09:00:00Z', 'de-DE', 'Europe/Berlin')).toBe(
      'Mi., 15. Juli 2026, 11:00',
    );
    // The night the clocks go forward (29 March 2026, 02:00 → 03:00 in Berlin).
    expect(formatDateTime('2026-03-29T01:30:00Z', 'de-DE', 'Europe/Berlin')).toBe(
      'So., 29. März 2026, 03:30',
    );
  });
});

describe('money and points', () => {
  it('writes minor units in the locale’s currency format', () => {
    expect(formatPrice(4500, 'EUR', 'de-DE')).toBe('45,00\u00a0€');
    expect(formatPrice(4500, 'EUR', 'en-IE')).toBe('€45.00');
    // Yen has no minor unit.
    expect(formatPrice(4500, 'JPY', 'en-US')).toBe('¥4,500');
  });

  it('signs points gained and spent', () => {
    expect(formatPoints(45, 'de-DE')).toBe('+45');
    expect(formatPoints(-100, 'de-DE')).toBe('-100');
    expect(formatPoints(0, 'en')).toBe('0');
    expect(formatPoints(1200, 'de-DE')).toBe('+1.200');
  });
});
