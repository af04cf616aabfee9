import { describe, expect, it } from 'vitest';
import { reviewSettings, submitReviewRequest } from './contracts/reviews.ts';
import {
  googleReviewLink,
  googleReviewLinkOfPlace,
  isGooglePlaceId,
  reviewEditableUntil,
  summarizeRatings,
} from './reviews.ts';

describe('Google review link', () => {
  it('is the write-review page of the Place ID', () => {
    expect(googleReviewLinkOfPlace('ChIJN1t_tDeuEmsRUsoyG83frY4')).toBe(
      'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
    );
  });
  it("prefers the salon's own link, and is null without either", () => {
    expect(
      googleReviewLink({
        googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
        googleReviewUrl: 'https://g.page/r/x/review',
      }),
    ).toBe('https://g.page/r/x/review');
    expect(googleReviewLink({ googlePlaceId: null, googleReviewUrl: null })).toBeNull();
  });
  it('accepts real Place ID shapes and refuses others', () => {
    expect(isGooglePlaceId('ChIJN1t_tDeuEmsRUsoyG83frY4')).toBe(true);
    expect(isGooglePlaceId('GhIJQWDl0CIeQUARxks3icF8U8A')).toBe(true);
    expect(
      isGooglePlaceId('EicxMyBNYXJrZXQgU3QsIFdpbG1pbmd0b24sIE5DIDI4NDAxLCBVU0EiGhIYChQKEgnRTo6ixx-qiBEh'),
    ).toBe(true);
    expect(isGooglePlaceId('short')).toBe(false);
    expect(isGooglePlaceId('ChIJN1t tDeuEmsRUsoyG83frY4')).toBe(false);
    expect(isGooglePlaceId('https://maps.google.com/?cid=1')).toBe(false);
  });
});

describe('review rules', () => {
  it('may be edited for 14 days after the first submission', () => {
    expect(reviewEditableUntil(new Date('2026-03-20T10:00:00Z')).toISOString()).toBe(
      '2026-04-03T10:00:00.000Z',
    );
  });
  it('summarizes ratings to one decimal', () => {
    expect(summarizeRatings([])).toEqual({ count: 0, average: null });
    expect(summarizeRatings([5, 4, 4])).toEqual({ count: 3, average: 4.3 });
  });
  it('takes whole stars from 1 to 5 and a trimmed comment of at most 2000 characters', () => {
    expect(submitReviewRequest.parse({ rating: 3, comment: '  nice  ' })).toEqual({
      rating: 3,
      comment: 'nice',
    });
    expect(submitReviewRequest.parse({ rating: 1, comment: '   ' })).toEqual({ rating: 1, comment: null });
    expect(submitReviewRequest.parse({ rating: 5 })).toEqual({ rating: 5, comment: null });
    for (const rating of [0, 6, 4.5]) expect(submitReviewRequest.safeParse({ rating }).success).toBe(false);
    expect(submitReviewRequest.safeParse({ rating: 4, comment: 'x'.repeat(2001) }).success).toBe(false);
    expect(submitReviewRequest.safeParse({ rating: 4, comment: ` ${'x'.repeat(2000)} ` }).success).toBe(true);
  });
  it('validates the googleReview settings', () => {
    const ok = {
      googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
      googleReviewUrl: null,
      showReviewsInWidget: true,
    };
    expect(reviewSettings.safeParse(ok).success).toBe(true);
    expect(reviewSettings.safeParse({ ...ok, googlePlaceId: 'not a place' }).success).toBe(false);
    expect(reviewSettings.safeParse({ ...ok, googleReviewUrl: 'http://g.page/r/x' }).success).toBe(false);
    expect(reviewSettings.safeParse({ ...ok, googleReviewUrl: 'https://g.page/r/x/review' }).success).toBe(
      true,
    );
  });
});
