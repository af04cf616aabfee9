import type { AppointmentRow, ShopRow } from '@salon/db';
import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { claimedId, idLinkTokenMatches } from '../../infra/link-tokens.ts';
import { consumeRateLimit } from '../../infra/rate-limit.ts';
import { type ReviewRow, visitWithReview } from '../../repositories/reviews.ts';

const invalid = () =>
  new AppError('ReviewLinkInvalid', 'This review link is not valid; use the link from the salon’s e-mail');

export interface ReviewTarget {
  shop: ShopRow;
  appointment: AppointmentRow;
  /** The visit's customer (the token names them). */
  customerId: string;
  review: ReviewRow | null;
}

/**
 * The visit a review link names, checked: its MAC must be the one of that visit and its current
 * customer, and the visit must be completed. A cut-off, forged or foreign link answers as unknown.
 */
export async function reviewTarget(ctx: ServiceContext, token: string, ip: string): Promise<ReviewTarget> {
  const claimed = claimedId(token);
  if (!claimed) throw invalid();
  // The MACs are long; the limit keeps anyone from trying many.
  await consumeRateLimit(ctx, `review-token:ip:${ip}`, ctx.rateLimits.manageLinkPerIp);
  const row = await visitWithReview(ctx.db, claimed.id);
  const customerId = row?.appointment.customerId;
  if (!row || !customerId || !idLinkTokenMatches(ctx.keys.tokens, 'review', claimed, customerId))
    throw invalid();
  if (row.appointment.status !== 'completed')
    throw new AppError('ReviewNotAvailable', 'Only a completed visit can be reviewed');
  return { shop: row.shop, appointment: row.appointment, customerId, review: row.review };
}
