/**
 * Reviews without zod, so the widget may import them: the Google review link, the edit window,
 * figures. Google's policy forbids review gating: the link is offered to every reviewer alike.
 */

/** A customer may change a review for this many days after first sending it. */
export const REVIEW_EDIT_DAYS = 14;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;

/**
 * A Google Place ID: an opaque base64url-like text. Most are 27 characters ("ChIJ…"), older and
 * address-level ones are longer; Google sets no maximum, so a generous cap only stops nonsense.
 */
export const GOOGLE_PLACE_ID_PATTERN = /^[A-Za-z0-9_-]{20,1000}$/;

export const isGooglePlaceId = (value: string) => GOOGLE_PLACE_ID_PATTERN.test(value);

/** The page where a customer writes a Google review of the place. */
export const googleReviewLinkOfPlace = (placeId: string) =>
  `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;

/** The salon's Google review link: its own link when it pasted one, else the one made from its Place ID. */
export function googleReviewLink(shop: {
  googlePlaceId: string | null;
  googleReviewUrl: string | null;
}): string | null {
  if (shop.googleReviewUrl) return shop.googleReviewUrl;
  if (shop.googlePlaceId && isGooglePlaceId(shop.googlePlaceId))
    return googleReviewLinkOfPlace(shop.googlePlaceId);
  return null;
}

/** Until when a review first sent at `createdAt` may be changed. */
export const reviewEditableUntil = (createdAt: Date) =>
  new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * 86_400_000);

export interface RatingSummary {
  count: number;
  /** Rounded to one decimal; null without reviews. */
  average: number | null;
}

/** Count and average of ratings. */
export function summarizeRatings(ratings: readonly number[]): RatingSummary {
  if (ratings.length === 0) return { count: 0, average: null };
  const sum = ratings.reduce((a, b) => a + b, 0);
  return { count: ratings.length, average: Math.round((sum / ratings.length) * 10) / 10 };
}
