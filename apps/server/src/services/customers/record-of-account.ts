import { and, type CustomerRow, customers, type Executor, eq, sql, users } from '@salon/db';

/**
 * The record a booking of this account at the shop would use: its own, else the guest record of
 * its address that the booking claims (see `customerForUser`). Read only: nothing is made here.
 */
export async function recordOfAccount(
  db: Executor,
  shopId: string,
  userId: string,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select({ customer: customers })
    .from(customers)
    .innerJoin(users, eq(users.id, userId))
    .where(
      and(
        eq(customers.shopId, shopId),
        sql`(${customers.userId} = ${userId} or (${customers.userId} is null and ${customers.email} = ${users.email} and ${users.emailVerifiedAt} is not null))`,
      ),
    )
    .orderBy(sql`${customers.userId} is null`)
    .limit(1);
  return row?.customer ?? null;
}
