import type { Executor } from '@salon/db';
import type { Actor, AdminReview, AdminReviewListResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { type StaffReviewRow, staffReviewRows } from '../../repositories/reviews.ts';
import { assertCan } from '../shared/assert-can.ts';
import { ratingSummary, ratingsByStylist } from './review-figures.ts';

const iso = (v: Date | string) => new Date(v).toISOString();

const toAdminReview = (r: StaffReviewRow): AdminReview => ({
  id: r.id,
  appointmentId: r.appointment_id,
  visitStartsAt: iso(r.visit_starts_at),
  customerName: r.customer_name,
  stylists: r.stylists ?? [],
  hidden: r.hidden,
  rating: r.rating,
  comment: r.comment,
  reply: r.reply,
  repliedAt: r.replied_at ? iso(r.replied_at) : null,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** One shop's reviews as its staff see them (hidden ones too), with the given ids when named. */
export async function reviewRows(db: Executor, shopId: string, page: Parameters<typeof staffReviewRows>[2]) {
  const rows = await staffReviewRows(db, shopId, page);
  return { items: rows.map(toAdminReview), total: rows[0]?.total ?? 0 };
}

/** The salon's reviews, newest first, with its figures overall and per stylist (hidden reviews count). */
export async function listReviews(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    page,
    pageSize,
    stylistId,
  }: { shopId: string; page: number; pageSize: number; stylistId?: string },
): Promise<AdminReviewListResponse> {
  // Reviews name customers and what they wrote: whoever may read the customer records.
  assertCan(actor, 'read', 'Customer', shopId);
  const { items, total } = await reviewRows(ctx.db, shopId, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    ...(stylistId ? { stylistId } : {}),
  });
  return {
    items,
    total,
    summary: await ratingSummary(ctx.db, shopId, { visibleOnly: false }),
    byStylist: await ratingsByStylist(ctx.db, shopId),
  };
}
