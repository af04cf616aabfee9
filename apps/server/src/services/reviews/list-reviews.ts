import { type Executor, sql } from '@salon/db';
import type { Actor, AdminReview, AdminReviewListResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';
import { assertCan } from '../shared/assert-can.ts';
import { ratingSummary, ratingsByStylist } from './review-figures.ts';

interface Row {
  id: string;
  appointment_id: string;
  visit_starts_at: Date | string;
  customer_name: string | null;
  stylists: { id: string; name: string }[] | null;
  hidden: boolean;
  rating: number;
  comment: string | null;
  reply: string | null;
  replied_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  total: number;
}

const iso = (v: Date | string) => new Date(v).toISOString();

const toAdminReview = (r: Row): AdminReview => ({
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
export async function reviewRows(
  db: Executor,
  shopId: string,
  {
    limit,
    offset,
    stylistId,
    reviewId,
  }: { limit: number; offset: number; stylistId?: string; reviewId?: string },
) {
  const rows = await queryRows<Row>(
    db,
    sql`select r.id, r.appointment_id, a.starts_at as visit_starts_at,
          coalesce(c.name, a.guest_name) as customer_name,
          (select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name)
             from stylists s where s.id = any(r.stylist_ids) and s.shop_id = r.shop_id) as stylists,
          r.hidden, r.rating, r.comment, r.reply, r.replied_at, r.created_at, r.updated_at,
          count(*) over ()::int as total
        from reviews r
        join appointments a on a.id = r.appointment_id
        left join customers c on c.id = r.customer_id
        where r.shop_id = ${shopId}
          ${stylistId ? sql`and ${stylistId}::uuid = any(r.stylist_ids)` : sql``}
          ${reviewId ? sql`and r.id = ${reviewId}` : sql``}
        order by r.created_at desc, r.id
        limit ${limit} offset ${offset}`,
  );
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
