import {
  AppError,
  isoInZone,
  type ReviewPageResponse,
  reviewEditableUntil,
  type SubmitReviewRequest,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { stylistIdsOfVisit } from '../../repositories/appointments.ts';
import { recordNotificationEvents } from '../../repositories/notification-events.ts';
import { changeRating, insertReview, lockReviewOfVisit } from '../../repositories/reviews.ts';
import { reviewTarget } from './review-by-token.ts';
import { reviewPage } from './review-page.ts';

/**
 * Writes the customer's review of a completed visit: the first time it is created and the salon
 * is told (ShopReceiveReview, once per visit whatever the edits), later it is changed, for
 * REVIEW_EDIT_DAYS after it was first sent.
 */
export async function submitReview(
  ctx: ServiceContext,
  { token, input, ip }: { token: string; input: SubmitReviewRequest; ip: string },
): Promise<ReviewPageResponse> {
  const target = await reviewTarget(ctx, token, ip);
  const { shop, appointment, customerId } = target;
  const now = ctx.now();
  const saved = await inTransaction(ctx.db, async (tx) => {
    const existing = await lockReviewOfVisit(tx, appointment.id);
    if (existing) {
      const until = reviewEditableUntil(existing.createdAt);
      if (now.getTime() > until.getTime()) {
        const editableUntil = isoInZone(until.getTime(), shop.timeZone);
        throw new AppError('ReviewEditWindowClosed', `This review could be changed until ${editableUntil}`, {
          details: { editableUntil },
        });
      }
      const row = await changeRating(tx, existing.id, {
        rating: input.rating,
        comment: input.comment,
        updatedAt: now,
      });
      return row ?? existing;
    }
    // Two first submissions racing: the unique appointment makes the second an edit of the first.
    const created = await insertReview(tx, {
      shopId: shop.id,
      appointmentId: appointment.id,
      customerId,
      stylistIds: await stylistIdsOfVisit(tx, appointment.id),
      rating: input.rating,
      comment: input.comment,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw new AppError('InternalError', 'The review was not stored');
    await recordNotificationEvents(tx, [
      {
        shopId: shop.id,
        type: 'ShopReceiveReview',
        appointmentId: appointment.id,
        customerId,
        data: { rating: input.rating },
        // One notice per visit's review: edits tell nobody again.
        dedupeKey: `review-received:${appointment.id}`,
      },
    ]);
    return created;
  });
  ctx.kickNotifications();
  return reviewPage(ctx, target, saved);
}
