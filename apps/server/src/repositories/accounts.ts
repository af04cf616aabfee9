import {
  type AppointmentRow,
  and,
  appointments,
  asc,
  count,
  customers,
  desc,
  type Executor,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  or,
  type ShopRow,
  type SQL,
  shops,
  sql,
  type Tx,
} from '@salon/db';
import { queryRows } from '../infra/sql.ts';

// A customer account's own data across the salons that keep a record of it, as the customer
// site reads it: each salon's record linked to the account (customers.user_id), and what hangs on
// those records.

// ——— The account's customer records ———

/**
 * Links the records of `email` that no account has to the account, except at a salon where the
 * account has a record already (only the salon can merge two records).
 */
export async function linkGuestRecords(
  db: Executor,
  { userId, email, at }: { userId: string; email: string; at: Date },
): Promise<void> {
  await db
    .update(customers)
    .set({ userId, updatedAt: at })
    .where(
      and(
        eq(customers.email, email),
        sql`${customers.userId} is null`,
        sql`not exists (select 1 from customers mine where mine.shop_id = ${customers.shopId} and mine.user_id = ${userId})`,
      ),
    );
}

/** The records linked to the account, each with its salon, by salon name. */
export function recordsOfAccount(
  db: Executor,
  userId: string,
): Promise<{ customerId: string; shop: ShopRow }[]> {
  return db
    .select({ customerId: customers.id, shop: shops })
    .from(customers)
    .innerJoin(shops, eq(shops.id, customers.shopId))
    .where(and(eq(customers.userId, userId), isNotNull(customers.userId)))
    .orderBy(shops.name);
}

/** The value of `field` most recently changed among the account's records that have one, or null. */
export async function latestRecordedValue(
  db: Executor,
  userId: string,
  field: 'phone' | 'birthday',
): Promise<string | null> {
  const column = field === 'phone' ? customers.phone : customers.birthday;
  const [row] = await db
    .select({ value: column })
    .from(customers)
    .where(and(eq(customers.userId, userId), isNotNull(column)))
    .orderBy(desc(customers.updatedAt))
    .limit(1);
  return row?.value ?? null;
}

/** Writes the same changes to every record linked to the account. */
export async function changeRecordsOfAccount(
  tx: Tx,
  userId: string,
  values: Partial<
    Pick<typeof customers.$inferInsert, 'name' | 'phone' | 'birthday' | 'locale' | 'updatedAt'>
  >,
): Promise<void> {
  await tx.update(customers).set(values).where(eq(customers.userId, userId));
}

/** The salon the account booked at most recently, by when the booking was made; undefined when none. */
export async function lastBookedShopOf(db: Executor, userId: string): Promise<ShopRow | undefined> {
  const [row] = await db
    .select({ shop: shops })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(eq(customers.userId, userId))
    .orderBy(desc(appointments.createdAt))
    .limit(1);
  return row?.shop;
}

// ——— The account's visits ———

/**
 * One page of the visits of these records, and how many there are in all. Upcoming: not yet
 * started and neither completed nor a no-show, soonest first; past: every other visit, newest
 * first, so that each visit is in exactly one of the two. `after` is the start and id of the
 * previous page's last visit.
 */
export async function pageOfAccountVisits(
  db: Executor,
  {
    customerIds,
    when,
    now,
    after,
    limit,
  }: {
    customerIds: string[];
    when: 'upcoming' | 'past';
    now: Date;
    after: { at: string; id: string } | null;
    limit: number;
  },
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const upcoming = and(
    sql`not (${inArray(appointments.status, ['completed', 'no_show'])})`,
    gt(appointments.startsAt, now),
  ) as SQL;
  const soonestFirst = when === 'upcoming';
  const matching = and(
    inArray(appointments.customerId, customerIds),
    soonestFirst ? upcoming : sql`not (${upcoming})`,
  );
  const key = sql`(${appointments.startsAt}, ${appointments.id})`;
  const from = after && sql`(${after.at}::timestamptz, ${after.id}::uuid)`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(from ? and(matching, soonestFirst ? sql`${key} > ${from}` : sql`${key} < ${from}`) : matching)
      .orderBy(
        ...(soonestFirst
          ? [asc(appointments.startsAt), asc(appointments.id)]
          : [desc(appointments.startsAt), desc(appointments.id)]),
      )
      .limit(limit),
    db.select({ n: count() }).from(appointments).where(matching),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The visit, when it is one of these records'; undefined otherwise. */
export async function visitOfRecords(
  db: Executor,
  appointmentId: string,
  customerIds: string[],
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), inArray(appointments.customerId, customerIds)));
  return row;
}

/** Every visit of these records, by start. */
export function visitsOfRecords(db: Executor, customerIds: string[]): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(inArray(appointments.customerId, customerIds))
    .orderBy(asc(appointments.startsAt));
}

// ——— Deleting an account ———

/** Whether the account is the only owner (`ownerRole`) of some salon. */
export async function isSoleOwnerOfAShop(tx: Tx, userId: string, ownerRole: string): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from shop_members mine
        where mine.user_id = ${userId} and mine.role = ${ownerRole}
          and not exists (select 1 from shop_members other
                          where other.shop_id = mine.shop_id and other.role = ${ownerRole}
                            and other.user_id <> ${userId})
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * The records linked to the account and, when `guestEmail` is given, those of that address no
 * account has; each with its salon's language.
 */
export function recordsToErase(
  tx: Tx,
  { userId, guestEmail }: { userId: string; guestEmail: string | null },
): Promise<{ id: string; shopLocale: string }[]> {
  const mine = or(
    eq(customers.userId, userId),
    guestEmail !== null ? and(isNull(customers.userId), eq(customers.email, guestEmail)) : sql`false`,
  );
  return tx
    .select({ id: customers.id, shopLocale: shops.locale })
    .from(customers)
    .innerJoin(shops, eq(shops.id, customers.shopId))
    .where(mine);
}

/** Clears the name, address and phone typed on the visits of these records. */
export async function clearGuestDetailsOfVisits(tx: Tx, customerIds: string[], at: Date): Promise<void> {
  await tx
    .update(appointments)
    .set({ guestName: null, guestEmail: null, guestPhone: null, updatedAt: at })
    .where(inArray(appointments.customerId, customerIds));
}
