import { describe, expect, it } from 'vitest';
import { wallDateOf } from './shop-time.ts';
import { visibleRange } from './visible-range.ts';

// Wednesday 25 November 2026 on the shop's wall clock.
const wednesday = wallDateOf('2026-11-25', '14:30');

describe('the dates a calendar view shows', () => {
  it('is the day itself in the day view', () => {
    expect(visibleRange(wednesday, 'day', 1)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });

  it("is the week holding the day, from the language's first day of the week", () => {
    expect(visibleRange(wednesday, 'week', 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(visibleRange(wednesday, 'week', 0)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
  });

  it('is whole weeks around the month in the month view', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(visibleRange(wednesday, 'month', 1)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(visibleRange(wednesday, 'month', 0)).toEqual({ from: '2026-11-01', to: '2026-12-05' });
  });
});
