/** Which way a figure moved against the previous period. */
export type Trend = 'up' | 'down' | 'flat';

export interface Change {
  /** Relative change (0.12 = 12 %) for counts and money, or percentage points for rates. */
  value: number;
  trend: Trend;
}

const trendOf = (delta: number): Trend => (delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat');

/** The relative change of a count or an amount; none when the previous period had nothing to compare with. */
export function relativeChange(current: number, previous: number): Change | null {
  if (previous === 0) return null;
  const value = (current - previous) / previous;
  return { value, trend: trendOf(current - previous) };
}

/** The change of a rate (0..1) in percentage points, rounded to one decimal as it is shown. */
export function pointsChange(current: number, previous: number): Change {
  // `|| 0` turns a rounded -0 into 0, so that it reads and compares as no change.
  const value = Math.round((current - previous) * 1000) / 10 || 0;
  return { value, trend: trendOf(value) };
}
