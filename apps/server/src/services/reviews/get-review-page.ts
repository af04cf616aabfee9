import type { ReviewPageResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { reviewTarget } from './review-by-token.ts';
import { reviewPage } from './review-page.ts';

/** The review page of a visit, from the signed link in the review request; no sign-in. */
export async function getReviewPage(
  ctx: ServiceContext,
  token: string,
  ip: string,
): Promise<ReviewPageResponse> {
  const target = await reviewTarget(ctx, token, ip);
  return reviewPage(ctx, target, target.review);
}
