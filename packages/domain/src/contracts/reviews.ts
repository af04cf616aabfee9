import { z } from 'zod';
import { GOOGLE_PLACE_ID_PATTERN, REVIEW_COMMENT_MAX, REVIEW_REPLY_MAX } from '../reviews.ts';
import { line, lines } from './text.ts';

export const reviewRating = z.number().int().min(1, { message: 'From 1 to 5 stars' }).max(5, {
  message: 'From 1 to 5 stars',
});

const optionalText = (max: number) =>
  lines()
    .trim()
    .max(max, { message: `Must be at most ${max} characters` })
    .transform((v) => (v === '' ? null : v));

export const reviewComment = optionalText(REVIEW_COMMENT_MAX);

export const reviewTokenParams = z.object({ token: line().min(1).max(200) });

/** What the customer sends: the stars and an optional comment. */
export const submitReviewRequest = z.object({
  rating: reviewRating,
  comment: reviewComment.nullish().transform((v) => v ?? null),
});

const reviewFields = {
  rating: z.number().int(),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
};

/** The review page: what visit it is about and the review sent so far. */
export const reviewPageResponse = z
  .object({
    shop: z.object({
      name: z.string(),
      subdomain: z.string(),
      locale: z.string(),
      timeZone: z.string(),
      brandColor: z.string().nullable(),
      logoUrl: z.string().nullable(),
    }),
    visit: z.object({
      startsAt: z.iso.datetime({ offset: true }),
      services: z.array(z.string()),
      stylists: z.array(z.string()),
    }),
    review: z.object(reviewFields).nullable(),
    /** Until when the review may be changed; null before one was sent. */
    editableUntil: z.iso.datetime({ offset: true }).nullable(),
    /** The salon's Google review link, offered after sending whatever the rating. */
    googleReviewUrl: z.string().nullable(),
  })
  .meta({ id: 'ReviewPage' });

export const googlePlaceId = z.string().trim().regex(GOOGLE_PLACE_ID_PATTERN, {
  message: 'Must be a Google Place ID such as ChIJN1t_tDeuEmsRUsoyG83frY4',
});

export const googleReviewUrl = z
  .url({ protocol: /^https$/, message: 'Must be an https address' })
  .trim()
  .max(2000);

/** The googleReview tab: a Place ID or a review link (either or none), and the widget switch. */
export const reviewSettings = z.object({
  googlePlaceId: googlePlaceId.nullable(),
  googleReviewUrl: googleReviewUrl.nullable(),
  showReviewsInWidget: z.boolean(),
});

export const reviewSettingsResponse = reviewSettings.extend({
  /** The link reviewers are offered: the pasted one, else the one made from the Place ID. */
  googleReviewLink: z.string().nullable(),
});

export const reviewSettingsUpdate = reviewSettings.partial();

/** A review as the salon sees it. */
export const adminReview = z
  .object({
    id: z.uuid(),
    appointmentId: z.uuid(),
    visitStartsAt: z.iso.datetime({ offset: true }),
    customerName: z.string().nullable(),
    stylists: z.array(z.object({ id: z.uuid(), name: z.string() })),
    hidden: z.boolean(),
    ...reviewFields,
  })
  .meta({ id: 'AdminReview' });

const ratingSummary = z.object({ count: z.number().int(), average: z.number().nullable() });

export const reviewListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  stylistId: z.uuid().optional(),
});

export const adminReviewListResponse = z.object({
  items: z.array(adminReview),
  total: z.number().int(),
  /** Every review of the salon, hidden ones included. */
  summary: ratingSummary,
  byStylist: z.array(z.object({ stylistId: z.uuid(), name: z.string() }).extend(ratingSummary.shape)),
});

export const reviewIdParams = z.object({ shopId: z.uuid(), reviewId: z.uuid() });

export const replyToReviewRequest = z.object({
  /** Null or empty removes the reply. */
  reply: optionalText(REVIEW_REPLY_MAX).nullable(),
});

export const hideReviewRequest = z.object({ hidden: z.boolean() });

/** What the booking page shows when the salon chose to: visible reviews only. */
export const publicReviews = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  latest: z.array(
    z.object({
      rating: z.number().int(),
      comment: z.string().nullable(),
      /** First name only. */
      author: z.string().nullable(),
      reply: z.string().nullable(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
});

export type SubmitReviewRequest = z.output<typeof submitReviewRequest>;
export type ReviewPageResponse = z.output<typeof reviewPageResponse>;
export type ReviewSettings = z.output<typeof reviewSettings>;
export type ReviewSettingsResponse = z.output<typeof reviewSettingsResponse>;
export type ReviewSettingsUpdate = z.output<typeof reviewSettingsUpdate>;
export type AdminReview = z.output<typeof adminReview>;
export type AdminReviewListResponse = z.output<typeof adminReviewListResponse>;
export type PublicReviews = z.output<typeof publicReviews>;
