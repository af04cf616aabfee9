import { describe, expect, it } from 'vitest';
import { addShopDays, shopInstant, shopToday, shopWall, weekdayName } from './shop-dates.ts';

describe('shop dates', () => {
  it('reads wall times in the shop’s zone, across a DST change', () => {
    // Berlin moves its clocks forward on 2026-03-29.
    expect(shopInstant('Europe/Berlin', '2026-03-28', '09:00')).toBe('2026-03-28T08:00:00.000Z');
    expect(shopInstant('Europe/Berlin', '2026-03-30', '09:00')).toBe('2026-03-30T07:00:00.000Z');
    expect(shopWall('Europe/Berlin', '2026-03-30T07:00:00.000Z')).toEqual({
      date: '2026-03-30',
      time: '09:00',
    });
    expect(shopWall('America/New_York', '2026-03-30T02:00:00.000Z')).toEqual({
      date: '2026-03-29',
      time: '22:00',
    });
  });

  it('counts shop days', () => {
    expect(addShopDays('Europe/Berlin', '2026-03-28', 1)).toBe('2026-03-29');
    expect(addShopDays('Europe/Berlin', '2026-03-28', 2)).toBe('2026-03-30');
    expect(addShopDays('Pacific/Auckland', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shopToday('Asia/Tokyo', Date.parse('2026-05-01T20:00:00Z'))).toBe('2026-05-02');
  });

  it('names weekdays from Monday', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'de')).toBe('Sonntag');
  });
});
