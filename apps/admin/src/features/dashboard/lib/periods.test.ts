import { addDays, isIsoDate } from '@salon/domain/calendar-date';
import { describe, expect, it } from 'vitest';
import { daysIn, previousPeriod, resolvePeriod } from './periods.ts';

// Thursday 26 February 2026.
const today = '2026-02-26';

describe('dashboard periods', () => {
  it('resolves today, the week from its first day, the month and the last 30 days', () => {
    expect(resolvePeriod('today', today, 1)).toEqual({ from: today, to: today });
    expect(resolvePeriod('week', today, 1)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(resolvePeriod('week', today, 0)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(resolvePeriod('week', '2026-02-22', 1)).toEqual({ from: '2026-02-16', to: '2026-02-22' });
    expect(resolvePeriod('month', today, 1)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(resolvePeriod('month', '2028-02-10', 1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(resolvePeriod('last30', today, 1)).toEqual({ from: '2026-01-28', to: today });
    expect(daysIn(resolvePeriod('last30', today, 1))).toBe(30);
  });

  it('takes a custom range as given, and today without one', () => {
    const custom = { from: '2025-12-20', to: '2026-01-05' };
    expect(resolvePeriod('custom', today, 1, custom)).toEqual(custom);
    expect(resolvePeriod('custom', today, 1, null)).toEqual({ from: today, to: today });
  });

  it('compares with the period right before, of the same length or the month before', () => {
    expect(previousPeriod('today', { from: today, to: today })).toEqual({
      from: '2026-02-25',
      to: '2026-02-25',
    });
    expect(previousPeriod('week', { from: '2026-02-23', to: '2026-03-01' })).toEqual({
      from: '2026-02-16',
      to: '2026-02-22',
    });
    expect(previousPeriod('month', { from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousPeriod('month', { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(previousPeriod('custom', { from: '2026-01-01', to: '2026-01-10' })).toEqual({
      from: '2025-12-22',
      to: '2025-12-31',
    });
  });

  it('counts across a change of daylight saving time as whole days', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysIn({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
  });

  it('accepts only real dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('26-02-2026')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});
