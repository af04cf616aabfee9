/** "HH:MM" ↔ minutes since midnight, the form working hours are stored in. */
export const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

export const toWallTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Sorted, with touching intervals joined: 09:00–13:00 and 13:00–18:00 is one working stretch,
 * so a visit may run across 13:00.
 */
export function joinTouching(intervals: { start: number; end: number }[]): { start: number; end: number }[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const joined: { start: number; end: number }[] = [];
  for (const interval of sorted) {
    const last = joined[joined.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else joined.push({ ...interval });
  }
  return joined;
}
