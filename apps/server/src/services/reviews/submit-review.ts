import { appointmentItems, eq, notificationEvents, reviews } from '@salon/db';
import {
  AppError,
  isoInZone,
  type ReviewPageResponse,
  reviewEditableUntil,
  type SubmitReviewRequest,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
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
    const [existing] = await tx
      .select()
      .from(reviews)
      .where(eq(reviews.appointmentId, appointment.id))
      .for('update');
    if (existing) {
      const until = reviewEditableUntil(existing.createdAt);
      if (now.getTime() > until.getTime()) {
        const editableUntil = isoInZone(until.getTime(), shop.timeZone);
        throw new AppError('ReviewEditWindowClosed', `This review could be changed until ${editableUntil}`, {
          details: { editableUntil },
        });
      }
      const [row] = await tx
        .update(reviews)
        .set({ rating: input.rating, comment: input.comment, updatedAt: now })
        .where(eq(reviews.id, existing.id))
        .returning();
      return row ?? existing;
    }
    const stylistRows = await tx
      .selectDistinct({ id: appointmentItems.stylistId })
      .from(appointmentItems)
      .where(eq(appointmentItems.appointmentId, appointment.id));
    // Two first submissions racing: the unique appointment makes the second an edit of the first.
    const [created] = await tx
      .insert(reviews)
      .values({
        shopId: shop.id,
        appointmentId: appointment.id,
        customerId,
        stylistIds: stylistRows.map((s) => s.id),
        rating: input.rating,
        comment: input.comment,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: reviews.appointmentId,
        set: { rating: input.rating, comment: input.comment, updatedAt: now },
      })
      .returning();
    if (!created) throw new AppError('InternalError', 'The review was not stored');
    await tx
      .insert(notificationEvents)
      .values({
        shopId: shop.id,
        type: 'ShopReceiveReview',
        appointmentId: appointment.id,
        customerId,
        data: { rating: input.rating },
        // One notice per visit's review: edits tell nobody again.
        dedupeKey: `review-received:${appointment.id}`,
      })
      .onConflictDoNothing({ target: notificationEvents.dedupeKey });
    return created;
  });
  ctx.kickNotifications();
  return reviewPage(ctx, target, saved);
}
