import {
  and,
  appointments,
  type CustomerRow,
  customers,
  type Executor,
  eq,
  type SQL,
  sql,
  users,
} from '@salon/db';
import { type Actor, AppError, customerImportRow, isoInZone } from '@salon/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { ServiceContext } from '../context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../infra/pg-errors.ts';
import { queryRows } from '../infra/sql.ts';
import { assertCan } from './abilities.ts';
import { loadAppointmentViews } from './appointment-views.ts';
import { fromSpreadsheetSafe, safeCsvCast } from './csv-cells.ts';
import { findShopRow } from './shop-service.ts';

export const toCustomer = (row: CustomerRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  userId: row.userId,
});

/**
 * The shop's record of a signed-in customer, made on their first booking there. Each step is
 * tried once: the account's own record, then a guest record with its address (claimed), then a
 * new record. When the insert still finds a conflict either a parallel request made the record
 * (read it) or the address is on another account's record, which only the salon can sort out.
 */
export async function customerForUser(db: Executor, shopId: string, userId: string): Promise<CustomerRow> {
  const linked = async () =>
    (
      await db
        .select()
        .from(customers)
        .where(and(eq(customers.shopId, shopId), eq(customers.userId, userId)))
    )[0];
  const existing = await linked();
  if (existing) return existing;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  const [claimed] = await db
    .update(customers)
    .set({ userId, updatedAt: new Date() })
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
  const raced = await linked();
  if (raced) return raced;
  throw new AppError(
    'CustomerExists',
    'This salon has your e-mail address on another customer record. Please contact the salon to book.',
  );
}

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

const summaryColumns = sql`c.id, c.name, c.email, c.phone, c.user_id, c.birthday::text as birthday, c.note,
  count(a.id) filter (where a.status = 'completed') as visits,
  count(a.id) filter (where a.status = 'no_show') as no_shows,
  coalesce(sum(a.price_amount) filter (where a.status = 'completed'), 0) as spend,
  max(a.starts_at) filter (where a.status = 'completed') as last_visit`;

interface SummaryRow {
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

const toSummary = (row: SummaryRow, timeZone: string) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  userId: row.user_id,
  birthday: row.birthday,
  note: row.note,
  visits: Number(row.visits ?? 0),
  noShows: Number(row.no_shows ?? 0),
  spend: Number(row.spend ?? 0),
  lastVisit: row.last_visit ? isoInZone(new Date(row.last_visit), timeZone) : null,
});

const orderBy: Record<string, SQL> = {
  name: sql`lower(c.name) asc, c.id`,
  '-name': sql`lower(c.name) desc, c.id`,
  lastVisit: sql`last_visit asc nulls first, c.id`,
  '-lastVisit': sql`last_visit desc nulls last, c.id`,
  visits: sql`visits asc, c.id`,
  '-visits': sql`visits desc, c.id`,
  spend: sql`spend asc, c.id`,
  '-spend': sql`spend desc, c.id`,
};

/** The shop's customers with visits, no-shows, spend and last visit, computed by the database. */
export async function listCustomers(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  query: { q?: string | undefined; sort: string; page: number; pageSize: number },
) {
  assertCan(actor, 'read', 'Customer', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern
    ? sql`c.shop_id = ${shopId} and (c.name ilike ${pattern} or c.email ilike ${pattern} or c.phone ilike ${pattern})`
    : sql`c.shop_id = ${shopId}`;
  const [total] = await queryRows<{ n: unknown }>(
    ctx.db,
    sql`select count(*) as n from customers c where ${where}`,
  );
  const rows = await queryRows<SummaryRow>(
    ctx.db,
    sql`select ${summaryColumns} from customers c left join appointments a on a.customer_id = c.id
         where ${where} group by c.id
         order by ${orderBy[query.sort] ?? orderBy.name}
         limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return { items: rows.map((r) => toSummary(r, shop.timeZone)), total: Number(total?.n ?? 0) };
}

export async function customerProfile(ctx: ServiceContext, actor: Actor, shopId: string, id: string) {
  assertCan(actor, 'read', 'Customer', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const [row] = await queryRows<SummaryRow>(
    ctx.db,
    sql`select ${summaryColumns} from customers c left join appointments a on a.customer_id = c.id
         where c.shop_id = ${shopId} and c.id = ${id} group by c.id`,
  );
  if (!row) throw new AppError('NotFound', 'No such customer');
  const history = await loadAppointmentViews(ctx.db, shop, eq(appointments.customerId, id));
  return { ...toSummary(row, shop.timeZone), history: history.reverse() };
}

export async function updateCustomer(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  id: string,
  input: Partial<{
    name: string;
    email: string | null;
    phone: string | null;
    birthday: string | null;
    note: string | null;
  }>,
) {
  assertCan(actor, 'update', 'Customer', shopId);
  try {
    const [row] = await ctx.db
      .update(customers)
      .set({ ...input, updatedAt: ctx.now() })
      .where(and(eq(customers.id, id), eq(customers.shopId, shopId)))
      .returning({ id: customers.id });
    if (!row) throw new AppError('NotFound', 'No such customer');
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) {
      throw new AppError('ValidationError', 'Another customer has this e-mail address', {
        details: [{ path: 'body.email', message: 'Another customer of this shop has this e-mail address' }],
      });
    }
    throw err;
  }
  return customerProfile(ctx, actor, shopId, id);
}

const csvColumns = [
  'name',
  'email',
  'phone',
  'birthday',
  'note',
  'visits',
  'no_shows',
  'spend',
  'last_visit',
] as const;

/** Every customer of the shop as CSV, in the list's order, for a spreadsheet or another system. */
export async function exportCustomersCsv(ctx: ServiceContext, actor: Actor, shopId: string): Promise<string> {
  assertCan(actor, 'manage', 'Settings', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const rows = await queryRows<SummaryRow>(
    ctx.db,
    sql`select ${summaryColumns} from customers c left join appointments a on a.customer_id = c.id
         where c.shop_id = ${shopId} group by c.id order by ${orderBy.name}`,
  );
  return stringify(
    rows.map((r) => {
      const s = toSummary(r, shop.timeZone);
      return [
        s.name,
        s.email,
        s.phone,
        s.birthday,
        s.note,
        s.visits,
        s.noShows,
        (s.spend / 100).toFixed(2),
        s.lastVisit,
      ];
    }),
    { header: true, columns: [...csvColumns], cast: safeCsvCast },
  );
}

/**
 * Adds or updates customers from CSV with a header row (name required; email, phone, birthday,
 * note optional). A row with an e-mail the shop knows updates that customer; bad rows are
 * reported by line and skipped, the good ones are kept.
 */
export async function importCustomersCsv(ctx: ServiceContext, actor: Actor, shopId: string, csv: string) {
  assertCan(actor, 'manage', 'Settings', shopId);
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      // The quote our export puts before formula-like cells is ours, not the customer's.
      cast: (value: string) => fromSpreadsheetSafe(value),
    });
  } catch (err) {
    throw new AppError('ValidationError', 'The file is not valid CSV', {
      details: [{ path: 'body', message: (err as Error).message }],
    });
  }
  let created = 0;
  let updated = 0;
  const errors: { line: number; message: string }[] = [];
  for (const [index, record] of records.entries()) {
    const line = index + 2;
    const parsed = customerImportRow.safeParse(record);
    if (!parsed.success) {
      errors.push({
        line,
        message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      });
      continue;
    }
    const row = parsed.data;
    const existing = row.email
      ? (
          await ctx.db
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.shopId, shopId), eq(customers.email, row.email)))
        )[0]
      : undefined;
    if (existing) {
      await ctx.db
        .update(customers)
        .set({ ...row, updatedAt: ctx.now() })
        .where(eq(customers.id, existing.id));
      updated++;
    } else {
      await ctx.db.insert(customers).values({ shopId, ...row });
      created++;
    }
  }
  return { created, updated, errors };
}

export async function createCustomer(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  input: { name: string; email?: string | null | undefined; phone?: string | null | undefined },
) {
  assertCan(actor, 'create', 'Customer', shopId);
  return toCustomer(await customerForGuest(ctx.db, shopId, input));
}
