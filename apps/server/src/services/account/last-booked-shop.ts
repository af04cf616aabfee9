import { appointments, customers, desc, eq, type ShopRow, shops } from '@salon/db';
import type { ServiceContext } from '../../context.ts';

/**
 * The salon the account booked at most recently (by when the booking was made, not the visit's
 * day): its country reads a local phone number the customer types, its zone says what "today" is.
 */
export async function lastBookedShop(ctx: ServiceContext, userId: string): Promise<ShopRow | null> {
  const [row] = await ctx.db
    .select({ shop: shops })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(eq(customers.userId, userId))
    .orderBy(desc(appointments.createdAt))
    .limit(1);
  return row?.shop ?? null;
}
