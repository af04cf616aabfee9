import {
  type AppointmentRow,
  and,
  appointments,
  type Executor,
  eq,
  inArray,
  reviews,
  type ShopRow,
  shops,
  sql,
  type Tx,
} from '@salon/db';
import { queryRows } from '../infra/sql.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** A review as the salon's staff list it: with the visit, its customer and its stylists. */
export interface StaffReviewRow {
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

/** One shop's reviews, hidden ones too, newest first; each row carries the count of all that match. */
export function staffReviewRows(
  db: Executor,
  shopId: string,
  {
    limit,
    offset,
    stylistId,
    reviewId,
  }: { limit: number; offset: number; stylistId?: string | undefined; reviewId?: string | undefined },
): Promise<StaffReviewRow[]> {
  return queryRows<StaffReviewRow>(
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
}

/** The latest visible reviews with the name of who wrote them, newest first. */
export function latestVisibleReviews(
  db: Executor,
  shopId: string,
  limit: number,
): Promise<
  {
    rating: number;
    comment: string | null;
    name: string | null;
    reply: string | null;
    created_at: Date | string;
  }[]
> {
  return queryRows(
    db,
    sql`select r.rating, r.comment, coalesce(c.name, a.guest_name) as name, r.reply, r.created_at
        from reviews r
        join appointments a on a.id = r.appointment_id
        left join customers c on c.id = r.customer_id
        where r.shop_id = ${shopId} and not r.hidden
        order by r.created_at desc, r.id limit ${limit}`,
  );
}

/** Count and average rating (as text, two decimals) of a shop's reviews. */
export async function ratingTotals(
  db: Executor,
  shopId: string,
  { visibleOnly }: { visibleOnly: boolean },
): Promise<{ count: number; average: string | null }> {
  const [row] = await queryRows<{ count: number; average: string | null }>(
    db,
    sql`select count(*)::int as count, avg(rating)::numeric(4,2)::text as average
        from reviews where shop_id = ${shopId} ${visibleOnly ? sql`and not hidden` : sql``}`,
  );
  return row ?? { count: 0, average: null };
}

/** Count and average per stylist of the visits reviewed, by stylist name. */
export function ratingTotalsByStylist(
  db: Executor,
  shopId: string,
): Promise<{ stylist_id: string; name: string; count: number; average: string }[]> {
  return queryRows(
    db,
    sql`select s.id as stylist_id, s.name, count(*)::int as count, avg(r.rating)::numeric(4,2)::text as average
        from reviews r cross join lateral unnest(r.stylist_ids) as v(stylist_id)
        join stylists s on s.id = v.stylist_id and s.shop_id = r.shop_id
        where r.shop_id = ${shopId}
        group by s.id, s.name order by s.name`,
  );
}

/** Changes the shop's review; false when the shop has no such review. */
export async function changeReview(
  db: Executor,
  { shopId, reviewId }: { shopId: string; reviewId: string },
  values: Partial<typeof reviews.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set(values)
    .where(and(eq(reviews.id, reviewId), eq(reviews.shopId, shopId)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** A visit with its shop and its review (null when none was written yet), or undefined. */
export async function visitWithReview(
  db: Executor,
  appointmentId: string,
): Promise<{ appointment: AppointmentRow; shop: ShopRow; review: ReviewRow | null } | undefined> {
  const [row] = await db
    .select({ appointment: appointments, shop: shops, review: reviews })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(eq(appointments.id, appointmentId));
  return row;
}

/** The visit's review, its row locked until the transaction ends, or undefined. */
export async function lockReviewOfVisit(tx: Tx, appointmentId: string): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.appointmentId, appointmentId)).for('update');
  return row;
}

type Rating = Pick<ReviewRow, 'rating' | 'comment' | 'updatedAt'>;

export async function changeRating(tx: Tx, reviewId: string, rating: Rating): Promise<ReviewRow | undefined> {
  const [row] = await tx.update(reviews).set(rating).where(eq(reviews.id, reviewId)).returning();
  return row;
}

/**
 * Writes the visit's first review; when another first submission got there meanwhile (the visit
 * has one review, by its unique index), this one changes that review's rating instead.
 */
export async function insertReview(
  tx: Tx,
  values: Pick<ReviewRow, 'shopId' | 'appointmentId' | 'customerId' | 'stylistIds' | 'createdAt'> & Rating,
): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .insert(reviews)
    .values(values)
    .onConflictDoUpdate({
      target: reviews.appointmentId,
      set: { rating: values.rating, comment: values.comment, updatedAt: values.updatedAt },
    })
    .returning();
  return row;
}

/** The rating and comment of the visit's review, or undefined when none was written. */
export async function ratingOfVisit(
  db: Executor,
  appointmentId: string,
): Promise<{ rating: number; comment: string | null } | undefined> {
  const [row] = await db
    .select({ rating: reviews.rating, comment: reviews.comment })
    .from(reviews)
    .where(eq(reviews.appointmentId, appointmentId));
  return row;
}

/** The reviews of these visits. */
export function reviewsOfVisits(db: Executor, appointmentIds: string[]): Promise<ReviewRow[]> {
  return db.select().from(reviews).where(inArray(reviews.appointmentId, appointmentIds));
}

/** Unties the reviews of these customer records from them; rating and text stay. */
export async function detachReviewsFromCustomers(tx: Tx, customerIds: string[]): Promise<void> {
  await tx.update(reviews).set({ customerId: null }).where(inArray(reviews.customerId, customerIds));
}
