import { describe, expect, it } from 'vitest';
import { pointsChange, relativeChange } from './compare.ts';

describe('comparison with the previous period', () => {
  it('gives the relative change of counts and amounts', () => {
    expect(relativeChange(12, 10)).toEqual({ value: 0.2, trend: 'up' });
    expect(relativeChange(5, 10)).toEqual({ value: -0.5, trend: 'down' });
    expect(relativeChange(7, 7)).toEqual({ value: 0, trend: 'flat' });
  });

  it('has no relative change when the previous period had nothing', () => {
    expect(relativeChange(4, 0)).toBeNull();
    expect(relativeChange(0, 0)).toBeNull();
  });

  it('gives rates’ change in percentage points, one decimal', () => {
    expect(pointsChange(0.25, 0.2)).toEqual({ value: 5, trend: 'up' });
    expect(pointsChange(0.1, 0.1234)).toEqual({ value: -2.3, trend: 'down' });
    expect(pointsChange(0.5, 0.5004)).toEqual({ value: 0, trend: 'flat' });
  });
});
