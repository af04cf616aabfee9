import {
  and,
  asc,
  type CustomerRow,
  count,
  customers,
  type Executor,
  eq,
  ilike,
  or,
  sql,
  users,
} from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import { assertCan } from './abilities.ts';
import type { ServiceContext } from './context.ts';

export const toCustomer = (row: CustomerRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  userId: row.userId,
});

/** The shop's record of a signed-in customer, made on their first booking there. */
export async function customerForUser(db: Executor, shopId: string, userId: string): Promise<CustomerRow> {
  const [existing] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.userId, userId)));
  if (existing) return existing;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  // A guest record with the same address becomes this account's record.
  const [claimed] = await db
    .update(customers)
    .set({ userId })
    .where(
      and(eq(customers.shopId, shopId), eq(customers.email, user.email), sql`${customers.userId} is null`),
    )
    .returning();
  if (claimed) return claimed;
  const [created] = await db
    .insert(customers)
    .values({ shopId, userId, name: user.name, email: user.email })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  return customerForUser(db, shopId, userId);
}

/** A guest's record, found by e-mail so one person's visits stay together; name and phone are refreshed. */
export async function customerForGuest(
  db: Executor,
  shopId: string,
  guest: { name: string; email?: string | null | undefined; phone?: string | null | undefined },
): Promise<CustomerRow> {
  if (guest.email) {
    const [row] = await db
      .insert(customers)
      .values({ shopId, name: guest.name, email: guest.email, phone: guest.phone ?? null })
      .onConflictDoUpdate({
        target: [customers.shopId, customers.email],
        targetWhere: sql`${customers.email} is not null`,
        set: {
          name: guest.name,
          phone: sql`coalesce(excluded.phone, ${customers.phone})`,
          updatedAt: new Date(),
        },
      })
      .returning();
    if (row) return row;
  }
  const [row] = await db
    .insert(customers)
    .values({ shopId, name: guest.name, phone: guest.phone ?? null })
    .returning();
  return row as CustomerRow;
}

export async function findCustomer(db: Executor, shopId: string, id: string): Promise<CustomerRow> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.shopId, shopId)));
  if (!row) {
    throw new AppError('ValidationError', 'No such customer in this shop', {
      details: [{ path: 'body.customerId', message: 'No such customer in this shop' }],
    });
  }
  return row;
}

export async function listCustomers(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  query: { q?: string | undefined; page: number; pageSize: number },
) {
  assertCan(actor, 'read', 'calendar', shopId);
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(customers.shopId, shopId),
    pattern
      ? or(ilike(customers.name, pattern), ilike(customers.email, pattern), ilike(customers.phone, pattern))
      : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(customers).where(where);
  const rows = await ctx.db
    .select()
    .from(customers)
    .where(where)
    .orderBy(asc(customers.name))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(toCustomer), total: total?.n ?? 0 };
}

export async function createCustomer(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  input: { name: string; email?: string | null | undefined; phone?: string | null | undefined },
) {
  assertCan(actor, 'update', 'calendar', shopId);
  return toCustomer(await customerForGuest(ctx.db, shopId, input));
}
