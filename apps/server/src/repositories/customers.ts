import {
  and,
  type CustomerRow,
  customers,
  type Executor,
  eq,
  inArray,
  isNull,
  ne,
  type ShopRow,
  type SQL,
  shops,
  sql,
  type Tx,
  users,
} from '@salon/db';
import { containsPattern, queryRows } from '../infra/sql.ts';

const CHUNK = 500;

/** The columns a customer import reads and writes. */
export type ImportedColumn = 'name' | 'email' | 'phone' | 'birthday' | 'note';

/** A customer record with its shop, or undefined when there is no such record. */
export async function customerWithShop(
  db: Executor,
  customerId: string,
): Promise<{ customer: CustomerRow; shop: ShopRow } | undefined> {
  const [row] = await db
    .select({ customer: customers, shop: shops })
    .from(customers)
    .innerJoin(shops, eq(shops.id, customers.shopId))
    .where(eq(customers.id, customerId));
  return row;
}

/** Changes a customer record; undefined when there is no such record. */
export async function changeCustomer(
  db: Executor,
  customerId: string,
  values: Partial<typeof customers.$inferInsert>,
): Promise<CustomerRow | undefined> {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, customerId)).returning();
  return row;
}

const ofShop = (shopId: string, id: string) => and(eq(customers.id, id), eq(customers.shopId, shopId));

/** The shop's customer record, or undefined: another shop's id finds nothing. */
export async function findShopCustomer(
  db: Executor,
  shopId: string,
  id: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(ofShop(shopId, id));
  return row;
}

/** The same, its row locked until the transaction ends. */
export async function lockShopCustomer(tx: Tx, shopId: string, id: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(ofShop(shopId, id)).for('update');
  return row;
}

/** Of these ids, those of the shop's customers, their rows locked until the transaction ends. */
export async function lockShopCustomers(tx: Tx, shopId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(inArray(customers.id, ids), eq(customers.shopId, shopId)))
    .for('update');
  return rows.map((row) => row.id);
}

/** Changes the shop's customer record; false when the shop has no such record. */
export async function changeShopCustomer(
  db: Executor,
  shopId: string,
  id: string,
  values: Partial<typeof customers.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set(values)
    .where(and(eq(customers.id, id), eq(customers.shopId, shopId)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/**
 * Changes the shop's customer record only if each field still holds `from` (null: is empty);
 * false, changing nothing, when one does not or there is no such record.
 */
export async function changeCustomerIfUnchanged(
  tx: Tx,
  {
    shopId,
    customerId,
    expected,
  }: {
    shopId: string;
    customerId: string;
    expected: readonly { field: ImportedColumn; from: string | null }[];
  },
  values: Partial<typeof customers.$inferInsert>,
): Promise<boolean> {
  const unchangedSince = expected.map((c) =>
    c.from === null ? isNull(customers[c.field]) : eq(customers[c.field], c.from),
  );
  const rows = await tx
    .update(customers)
    .set(values)
    .where(and(eq(customers.id, customerId), eq(customers.shopId, shopId), ...unchangedSince))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function insertCustomer(
  db: Executor,
  values: typeof customers.$inferInsert,
): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row as CustomerRow;
}

export async function insertCustomers(tx: Tx, values: (typeof customers.$inferInsert)[]): Promise<void> {
  await tx.insert(customers).values(values);
}

/** Inserts a record; undefined, inserting nothing, when it would clash with one of the shop's unique keys. */
export async function insertCustomerIfFree(
  db: Executor,
  values: typeof customers.$inferInsert,
): Promise<CustomerRow | undefined> {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  return row;
}

/** Inserts a record with an e-mail address; undefined when the shop has a record with it already. */
export async function insertCustomerWithEmail(
  db: Executor,
  values: typeof customers.$inferInsert & { email: string },
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoNothing({
      target: [customers.shopId, customers.email],
      where: sql`${customers.email} is not null`,
    })
    .returning();
  return row;
}

export async function deleteCustomers(tx: Tx, ids: string[]): Promise<void> {
  await tx.delete(customers).where(inArray(customers.id, ids));
}

/** The shop's record with this e-mail address, or undefined. */
export async function findCustomerByEmail(
  db: Executor,
  shopId: string,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.email, email)));
  return row;
}

/** Whether another of the shop's records than `exceptId` has this e-mail address. */
export async function emailOnOtherCustomer(
  db: Executor,
  { shopId, email, exceptId }: { shopId: string; email: string; exceptId: string },
): Promise<boolean> {
  const [other] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.email, email), ne(customers.id, exceptId)));
  return other !== undefined;
}

/** The shop's record linked to the account, or undefined. */
export async function customerOfUser(
  db: Executor,
  shopId: string,
  userId: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.userId, userId)));
  return row;
}

const guestWithEmail = (shopId: string, email: string) =>
  and(eq(customers.shopId, shopId), eq(customers.email, email), isNull(customers.userId));

/** Whether the shop has a record of this e-mail address linked to no account. */
export async function hasGuestRecord(db: Executor, shopId: string, email: string): Promise<boolean> {
  const [guest] = await db.select({ id: customers.id }).from(customers).where(guestWithEmail(shopId, email));
  return guest !== undefined;
}

/**
 * Links the shop's record of this e-mail address that no account has to the account, giving it
 * the phone when it has none; undefined when there is no such record.
 */
export async function claimGuestRecord(
  db: Executor,
  { shopId, email }: { shopId: string; email: string },
  { userId, phone, updatedAt }: { userId: string; phone: string | null; updatedAt: Date },
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ userId, phone: sql`coalesce(${customers.phone}, ${phone})`, updatedAt })
    .where(guestWithEmail(shopId, email))
    .returning();
  return row;
}

/**
 * The account's own record at the shop, else the record of its address that no account has,
 * when that address is verified; undefined when there is neither.
 */
export async function customerRecordOfAccount(
  db: Executor,
  shopId: string,
  userId: string,
): Promise<CustomerRow | undefined> {
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
  return row?.customer;
}

/** The fields an import compares, of every customer of the shop. */
export function importedFieldsOfCustomers(
  db: Executor,
  shopId: string,
): Promise<Pick<CustomerRow, 'id' | ImportedColumn>[]> {
  return db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      birthday: customers.birthday,
      note: customers.note,
    })
    .from(customers)
    .where(eq(customers.shopId, shopId));
}

/**
 * The customers of `ids` that any other row refers to: an appointment, a sale, a payment, a
 * loyalty entry, a review, a notification, whatever a table added later holds. Read from
 * PostgreSQL's own list of foreign keys, so that no table is forgotten; the import records
 * themselves do not count.
 */
export async function customersInUse(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  if (ids.length === 0) return used;
  const references = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.conrelid::regclass::text as table_name, quote_ident(a.attname) as column_name
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
         where c.contype = 'f' and c.confrelid = 'customers'::regclass and cardinality(c.conkey) = 1
           and c.conrelid <> 'customer_import_changes'::regclass
         order by 1, 2`,
  );
  if (references.length === 0) return used;
  for (let at = 0; at < ids.length; at += CHUNK) {
    const list = sql.join(
      ids.slice(at, at + CHUNK).map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    // Names from the catalog, not from a request: safe to write into the statement as they are.
    const union = sql.join(
      references.map(
        (r) =>
          sql`select ${sql.raw(r.column_name)} as id from ${sql.raw(r.table_name)} where ${sql.raw(r.column_name)} in (${list})`,
      ),
      sql` union `,
    );
    for (const row of await queryRows<{ id: string }>(db, union)) used.add(row.id);
  }
  return used;
}

/** A customer with what their visits add up to, as the database computes it. */
export interface CustomerSummaryRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  user_id: string | null;
  birthday: string | null;
  note: string | null;
  visits: unknown;
  no_shows: unknown;
  spend: unknown;
  last_visit: Date | string | null;
}

const summaryColumns = sql`c.id, c.name, c.email, c.phone, c.user_id, c.birthday::text as birthday, c.note,
  count(a.id) filter (where a.status = 'completed') as visits,
  count(a.id) filter (where a.status = 'no_show') as no_shows,
  coalesce(sum(a.price_amount) filter (where a.status = 'completed'), 0) as spend,
  max(a.starts_at) filter (where a.status = 'completed') as last_visit`;

const byName = sql`lower(c.name) asc, c.id`;

const summaryOrder: Record<string, SQL> = {
  name: byName,
  '-name': sql`lower(c.name) desc, c.id`,
  lastVisit: sql`last_visit asc nulls first, c.id`,
  '-lastVisit': sql`last_visit desc nulls last, c.id`,
  visits: sql`visits asc, c.id`,
  '-visits': sql`visits desc, c.id`,
  spend: sql`spend asc, c.id`,
  '-spend': sql`spend desc, c.id`,
};

const summariesWhere = (where: SQL, order: SQL) =>
  sql`select ${summaryColumns} from customers c left join appointments a on a.customer_id = c.id
       where ${where} group by c.id order by ${order}`;

/**
 * One page of the shop's customer summaries, of those whose name, e-mail or phone contains
 * `text` when given, in the order `sort` names (by name when it names none), and how many match.
 */
export async function pageOfCustomerSummaries(
  db: Executor,
  { shopId, text }: { shopId: string; text?: string | undefined },
  { sort, limit, offset }: { sort: string; limit: number; offset: number },
): Promise<{ rows: CustomerSummaryRow[]; total: number }> {
  const pattern = text ? containsPattern(text) : null;
  const where = pattern
    ? sql`c.shop_id = ${shopId} and (c.name ilike ${pattern} or c.email ilike ${pattern} or c.phone ilike ${pattern})`
    : sql`c.shop_id = ${shopId}`;
  const [total] = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from customers c where ${where}`,
  );
  const rows = await queryRows<CustomerSummaryRow>(
    db,
    sql`${summariesWhere(where, summaryOrder[sort] ?? byName)} limit ${limit} offset ${offset}`,
  );
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every customer summary of the shop, by name. */
export function customerSummariesByName(db: Executor, shopId: string): Promise<CustomerSummaryRow[]> {
  return queryRows<CustomerSummaryRow>(db, summariesWhere(sql`c.shop_id = ${shopId}`, byName));
}

/** The summary of the shop's customer, or undefined. */
export async function customerSummary(
  db: Executor,
  shopId: string,
  id: string,
): Promise<CustomerSummaryRow | undefined> {
  const [row] = await queryRows<CustomerSummaryRow>(
    db,
    sql`select ${summaryColumns} from customers c left join appointments a on a.customer_id = c.id
         where c.shop_id = ${shopId} and c.id = ${id} group by c.id`,
  );
  return row;
}

/** These customer records, of any shop. */
export function customersByIds(db: Executor, ids: string[]): Promise<CustomerRow[]> {
  return db.select().from(customers).where(inArray(customers.id, ids));
}

/**
 * The shop's customers who accepted marketing and were born on one of `monthDays` ('MM-DD'),
 * with their birthday as 'YYYY-MM-DD'.
 */
export function marketingCustomersBornOn(
  db: Executor,
  shopId: string,
  monthDays: string[],
): Promise<{ id: string; birthday: string }[]> {
  return queryRows<{ id: string; birthday: string }>(
    db,
    sql`select id, birthday::text as birthday from customers
        where shop_id = ${shopId} and marketing_consent and birthday is not null
          and to_char(birthday, 'MM-DD') in ${monthDays}`,
  );
}
