import type { Executor, ShopRow } from '@salon/db';
import type { PublicReviews } from '@salon/domain';
import { latestVisibleReviews } from '../../repositories/reviews.ts';
import { ratingSummary } from './review-figures.ts';

/** First name only: the booking page is public. */
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || null;

/**
 * What the booking page shows of the salon's reviews when it chose to: the visible ones' count and
 * average and the latest three. Null when the salon keeps them off its page.
 */
export async function publicReviewsOf(db: Executor, shop: ShopRow): Promise<PublicReviews | null> {
  if (!shop.showReviewsInWidget) return null;
  const summary = await ratingSummary(db, shop.id, { visibleOnly: true });
  const latest = await latestVisibleReviews(db, shop.id, 3);
  return {
    ...summary,
    latest: latest.map((r) => ({
      rating: r.rating,
      comment: r.comment,
      author: firstName(r.name),
      reply: r.reply,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
