import { googleReviewLink, type ReviewPageResponse, reviewEditableUntil } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { itemsWithStylists } from '../../repositories/appointments.ts';
import type { ReviewRow } from '../../repositories/reviews.ts';
import { shopLogoUrl } from '../shops/shop-logo.ts';
import type { ReviewTarget } from './review-by-token.ts';

export const reviewView = (r: ReviewRow) => ({
  rating: r.rating,
  comment: r.comment,
  reply: r.reply,
  repliedAt: r.repliedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** What the review page shows of a visit and its review. */
export async function reviewPage(
  ctx: ServiceContext,
  { shop, appointment }: ReviewTarget,
  review: ReviewRow | null,
): Promise<ReviewPageResponse> {
  const items = await itemsWithStylists(ctx.db, [appointment.id]);
  return {
    shop: {
      name: shop.name,
      subdomain: shop.subdomain,
      locale: shop.locale,
      timeZone: shop.timeZone,
      brandColor: shop.brandColor,
      logoUrl: shopLogoUrl(shop),
    },
    visit: {
      startsAt: appointment.startsAt.toISOString(),
      services: items.map((i) => i.item.serviceName),
      stylists: [...new Set(items.map((i) => i.stylistName))],
    },
    review: review ? reviewView(review) : null,
    editableUntil: review ? reviewEditableUntil(review.createdAt).toISOString() : null,
    // The same link for every rating: Google forbids asking only happy customers.
    googleReviewUrl: googleReviewLink(shop),
  };
}
