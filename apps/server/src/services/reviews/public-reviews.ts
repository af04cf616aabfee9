import { type Executor, type ShopRow, sql } from '@salon/db';
import type { PublicReviews } from '@salon/domain';
import { queryRows } from '../../infra/sql.ts';
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
  const latest = await queryRows<{
    rating: number;
    comment: string | null;
    name: string | null;
    reply: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select r.rating, r.comment, coalesce(c.name, a.guest_name) as name, r.reply, r.created_at
        from reviews r
        join appointments a on a.id = r.appointment_id
        left join customers c on c.id = r.customer_id
        where r.shop_id = ${shop.id} and not r.hidden
        order by r.created_at desc, r.id limit 3`,
  );
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
