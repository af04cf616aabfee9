import type { reviews } from '@salon/db';
import { type Actor, type AdminReview, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { changeReview as writeReview } from '../../repositories/reviews.ts';
import { assertCan } from '../shared/assert-can.ts';
import { reviewRows } from './list-reviews.ts';

async function changeReview(
  ctx: ServiceContext,
  { shopId, reviewId }: { shopId: string; reviewId: string },
  values: Partial<typeof reviews.$inferInsert>,
): Promise<AdminReview> {
  if (!(await writeReview(ctx.db, { shopId, reviewId }, values)))
    throw new AppError('NotFound', 'No such review');
  const { items } = await reviewRows(ctx.db, shopId, { limit: 1, offset: 0, reviewId });
  const review = items[0];
  if (!review) throw new AppError('NotFound', 'No such review');
  return review;
}

/** The salon's public answer to a review; an empty one removes it. Those who may change the shop may answer for it. */
export async function replyToReview(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, reviewId, reply }: { shopId: string; reviewId: string; reply: string | null },
): Promise<AdminReview> {
  assertCan(actor, 'update', 'Shop', shopId);
  return changeReview(ctx, { shopId, reviewId }, { reply, repliedAt: reply ? ctx.now() : null });
}

/** Hides an abusive review from the booking page (or shows it again); the salon's figures keep counting it. */
export async function setReviewHidden(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, reviewId, hidden }: { shopId: string; reviewId: string; hidden: boolean },
): Promise<AdminReview> {
  assertCan(actor, 'update', 'Shop', shopId);
  return changeReview(ctx, { shopId, reviewId }, { hidden });
}
