import { and, type CustomerRow, customers, type Executor, eq, sql } from '@salon/db';

/**
 * A guest's record, found by e-mail so one person's visits stay together. An existing record is
 * never changed: anyone can type anyone's address, so what a guest typed is kept on the
 * appointment instead (see `guest` of insertAppointment).
 */
export async function customerForGuest(
  db: Executor,
  shopId: string,
  guest: { name: string; email?: string | null | undefined; phone?: string | null | undefined },
): Promise<CustomerRow> {
  if (guest.email) {
    const [created] = await db
      .insert(customers)
      .values({ shopId, name: guest.name, email: guest.email, phone: guest.phone ?? null })
      .onConflictDoNothing({
        target: [customers.shopId, customers.email],
        where: sql`${customers.email} is not null`,
      })
      .returning();
    if (created) return created;
    const [existing] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.shopId, shopId), eq(customers.email, guest.email)));
    if (existing) return existing;
  }
  const [row] = await db
    .insert(customers)
    .values({ shopId, name: guest.name, phone: guest.phone ?? null })
    .returning();
  return row as CustomerRow;
}
