import {
  and,
  appointmentItems,
  appointments,
  asc,
  customers,
  eq,
  loyaltyEntries,
  reviews,
  shops,
  type Tx,
  users,
} from '@salon/db';
import { Role } from '@salon/domain';

export const DEMO_CUSTOMER_EMAIL = 'customer@demo.salon';
/** The demo customer who has the account: a regular with past visits and some to come. */
const DEMO_CUSTOMER_NAME = 'Anna Becker';

const demoReviews: { rating: number; comment: string | null; reply?: string }[] = [
  { rating: 5, comment: 'Lovely atmosphere and my colour came out exactly as I hoped.' },
  { rating: 5, comment: 'Quick, friendly and spot on. Booking online took a minute.' },
  {
    rating: 4,
    comment: 'Great cut, I had to wait about ten minutes though.',
    reply: 'Thank you! Sorry for the wait, we have added a little more time between appointments.',
  },
  { rating: 5, comment: null },
  { rating: 5, comment: 'Best beard trim in Mitte.' },
  { rating: 3, comment: 'Good result, but the music was very loud.' },
  { rating: 5, comment: 'Always a pleasure. See you in six weeks!' },
];

/**
 * What the demo salon's customers see: the salon runs a points programme and shows its reviews,
 * some visits were reviewed, and one regular has an account (same password as the owner), so the
 * customer site has appointments, points and a review to show right after the first start.
 */
export async function seedDemoCustomerSide(
  tx: Tx,
  { shopId, passwordHash, now }: { shopId: string; passwordHash: string; now: Date },
) {
  await tx
    .update(shops)
    .set({
      loyaltyEnabled: true,
      loyaltyEarnMode: 'perCurrencyUnit',
      loyaltyPointsPerUnit: 1,
      loyaltyRedeemPoints: 100,
      loyaltyRedeemAmount: 500,
      loyaltyMinimumRedeemPoints: 100,
      showReviewsInWidget: true,
    })
    .where(eq(shops.id, shopId));

  const [user] = await tx
    .insert(users)
    .values({
      email: DEMO_CUSTOMER_EMAIL,
      name: DEMO_CUSTOMER_NAME,
      passwordHash,
      roles: [Role.Customer],
      emailVerifiedAt: now,
    })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash } })
    .returning({ id: users.id });
  const [customer] = await tx
    .update(customers)
    .set({ userId: user?.id, email: DEMO_CUSTOMER_EMAIL, marketingConsent: true })
    .where(and(eq(customers.shopId, shopId), eq(customers.name, DEMO_CUSTOMER_NAME)))
    .returning({ id: customers.id });
  if (!user || !customer) throw new Error('demo customer account could not be made');

  const completed = await tx
    .select({
      id: appointments.id,
      customerId: appointments.customerId,
      price: appointments.priceAmount,
      endsAt: appointments.endsAt,
      stylistId: appointmentItems.stylistId,
    })
    .from(appointments)
    .innerJoin(appointmentItems, eq(appointmentItems.appointmentId, appointments.id))
    .where(and(eq(appointments.shopId, shopId), eq(appointments.status, 'completed')))
    .orderBy(asc(appointments.startsAt));

  // A point per euro of each completed visit of the account's customer, as the programme would have given.
  const hers = completed.filter((a) => a.customerId === customer.id);
  if (hers.length > 0) {
    await tx.insert(loyaltyEntries).values(
      hers.map((a) => ({
        shopId,
        customerId: customer.id,
        appointmentId: a.id,
        kind: 'Reward',
        points: Math.max(1, Math.floor(a.price / 100)),
        createdAt: a.endsAt,
      })),
    );
  }

  // Reviews spread over the two weeks of past visits, the latest first in the widget.
  const step = Math.max(1, Math.floor(completed.length / demoReviews.length));
  const reviewed = demoReviews
    .map((review, i) => ({ review, visit: completed[completed.length - 1 - i * step] }))
    .filter((r): r is { review: (typeof demoReviews)[number]; visit: (typeof completed)[number] } =>
      Boolean(r.visit?.customerId),
    );
  if (reviewed.length > 0) {
    await tx.insert(reviews).values(
      reviewed.map(({ review, visit }) => {
        const at = new Date(Math.min(visit.endsAt.getTime() + 3 * 3_600_000, now.getTime()));
        return {
          shopId,
          appointmentId: visit.id,
          customerId: visit.customerId,
          stylistIds: [visit.stylistId],
          rating: review.rating,
          comment: review.comment,
          reply: review.reply ?? null,
          repliedAt: review.reply ? now : null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }
}
