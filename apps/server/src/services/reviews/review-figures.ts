import type { Executor } from '@salon/db';
import { ratingTotals, ratingTotalsByStylist } from '../../repositories/reviews.ts';

const average = (value: string | number | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** Count and average rating of a shop's reviews; `visibleOnly` leaves out the hidden ones. */
export async function ratingSummary(db: Executor, shopId: string, { visibleOnly }: { visibleOnly: boolean }) {
  const row = await ratingTotals(db, shopId, { visibleOnly });
  return { count: row.count, average: average(row.average) };
}

/** Count and average per stylist of the visits reviewed, hidden reviews included (the salon's own figures). */
export async function ratingsByStylist(db: Executor, shopId: string) {
  const rows = await ratingTotalsByStylist(db, shopId);
  return rows.map((r) => ({
    stylistId: r.stylist_id,
    name: r.name,
    count: r.count,
    average: average(r.average),
  }));
}
