import type { DayFrame } from './wall-time.ts';

const DAY = 86_400_000;

/**
 * Busy ranges of several stylists bucketed by the request's days, each bucket sorted by start.
 * Bucketing is linear in the number of ranges, and the buckets are small, so this is much
 * cheaper than sorting each stylist's whole list; ranges outside the requested days are dropped.
 */
export interface BusyIndex {
  /** The bucket of stylist q on day d is [offsets[q·days + d], offsets[q·days + d + 1]). */
  offsets: Int32Array;
  starts: Float64Array;
  ends: Float64Array;
}

/** Half-open ranges: one that ends exactly where a day starts is not in that day. */
export function indexBusy(
  lists: readonly (readonly { start: number; end: number }[])[],
  frames: readonly DayFrame[],
): BusyIndex {
  const days = frames.length;
  const offsets = new Int32Array(lists.length * days + 1);
  if (days === 0) return { offsets, starts: new Float64Array(0), ends: new Float64Array(0) };
  const bounds = new Float64Array(days + 1);
  for (let d = 0; d < days; d++) bounds[d] = (frames[d] as DayFrame).start;
  bounds[days] = (frames[days - 1] as DayFrame).end;
  const first = bounds[0] as number;
  const last = bounds[days] as number;

  // The day holding instant t (the last d with bounds[d] ≤ t); days are 24 h give or take DST.
  const dayOf = (t: number) => {
    let d = Math.min(days - 1, Math.max(0, Math.floor((t - first) / DAY)));
    while (d > 0 && (bounds[d] as number) > t) d--;
    while (d < days - 1 && (bounds[d + 1] as number) <= t) d++;
    return d;
  };
  // Read each input object once into typed arrays, then count and place: no growing arrays.
  let n = 0;
  for (const list of lists) n += list.length;
  const rawStarts = new Float64Array(n);
  const rawEnds = new Float64Array(n);
  const rawRow = new Int32Array(n);
  const rawFirstDay = new Int32Array(n);
  const rawLastDay = new Int32Array(n);
  let kept = 0;
  for (let q = 0; q < lists.length; q++) {
    for (const b of lists[q] as { start: number; end: number }[]) {
      const s = b.start;
      const e = b.end;
      if (!(s < e) || e <= first || s >= last) continue;
      const d0 = dayOf(s > first ? s : first);
      // The last day holding the instant just before the exclusive end.
      let d1 = d0;
      while (d1 < days - 1 && (bounds[d1 + 1] as number) < e) d1++;
      rawStarts[kept] = s;
      rawEnds[kept] = e;
      rawRow[kept] = q * days;
      rawFirstDay[kept] = d0;
      rawLastDay[kept] = d1;
      kept++;
      for (let d = d0; d <= d1; d++) offsets[q * days + d + 1] = (offsets[q * days + d + 1] as number) + 1;
    }
  }
  for (let i = 1; i < offsets.length; i++) offsets[i] = (offsets[i] as number) + (offsets[i - 1] as number);
  const total = offsets[offsets.length - 1] as number;
  const starts = new Float64Array(total);
  const ends = new Float64Array(total);
  const fill = offsets.slice(0, offsets.length - 1);
  for (let i = 0; i < kept; i++) {
    const s = rawStarts[i] as number;
    const e = rawEnds[i] as number;
    const row = rawRow[i] as number;
    const d1 = rawLastDay[i] as number;
    for (let d = rawFirstDay[i] as number; d <= d1; d++) {
      const bucket = row + d;
      const lo = offsets[bucket] as number;
      let k = fill[bucket] as number;
      fill[bucket] = k + 1;
      // Insertion sort as we go: a bucket holds a handful of ranges.
      while (k > lo && (starts[k - 1] as number) > s) {
        starts[k] = starts[k - 1] as number;
        ends[k] = ends[k - 1] as number;
        k--;
      }
      starts[k] = s;
      ends[k] = e;
    }
  }
  return { offsets, starts, ends };
}
