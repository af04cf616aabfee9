import {
  and,
  appointments,
  asc,
  count,
  desc,
  type Executor,
  eq,
  inArray,
  type LoyaltyEntryRow,
  loyaltyBalances,
  loyaltyEntries,
  sql,
  type Tx,
  users,
} from '@salon/db';
import { queryRows } from '../infra/sql.ts';

export type NewLoyaltyEntryRow = typeof loyaltyEntries.$inferInsert;

const balanceOf = (shopId: string, customerId: string) =>
  and(eq(loyaltyBalances.shopId, shopId), eq(loyaltyBalances.customerId, customerId));

const entriesOf = (shopId: string, customerId: string) =>
  and(eq(loyaltyEntries.shopId, shopId), eq(loyaltyEntries.customerId, customerId));

/**
 * The customer's balance, its row locked until the transaction ends: whoever adds to the same
 * customer's ledger meanwhile waits, and then reads what this one left. Zero when the customer
 * never had an entry.
 */
export async function lockBalance(tx: Tx, shopId: string, customerId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: loyaltyBalances.balance })
    .from(loyaltyBalances)
    .where(balanceOf(shopId, customerId))
    .for('update');
  return row?.balance ?? 0;
}

/** The customer's balance; zero when the customer never had an entry. */
export async function balanceOfCustomer(db: Executor, shopId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ balance: loyaltyBalances.balance })
    .from(loyaltyBalances)
    .where(balanceOf(shopId, customerId));
  return row?.balance ?? 0;
}

/**
 * When the customer's last Reward or Redeem that still stands (one given back has a reversal)
 * and last entry that added points were written.
 */
export async function lastEntriesOfCustomer(
  db: Executor,
  shopId: string,
  customerId: string,
): Promise<{ lastRewardOrRedeem: Date | null; lastCredit: Date | null }> {
  const [row] = await db
    .select({
      lastRewardOrRedeem:
        sql<Date | null>`max(${loyaltyEntries.createdAt}) filter (where ${loyaltyEntries.kind} in ('Reward', 'Redeem') and not exists (select 1 from loyalty_entries back where back.reverses = loyalty_entries.id))`.mapWith(
          loyaltyEntries.createdAt,
        ),
      lastCredit:
        sql<Date | null>`max(${loyaltyEntries.createdAt}) filter (where ${loyaltyEntries.points} > 0)`.mapWith(
          loyaltyEntries.createdAt,
        ),
    })
    .from(loyaltyEntries)
    .where(entriesOf(shopId, customerId));
  return { lastRewardOrRedeem: row?.lastRewardOrRedeem ?? null, lastCredit: row?.lastCredit ?? null };
}

/** Every entry a visit has on its customer's ledger. */
export function entriesOfAppointment(
  db: Executor,
  shopId: string,
  appointmentId: string,
): Promise<LoyaltyEntryRow[]> {
  return db
    .select()
    .from(loyaltyEntries)
    .where(and(eq(loyaltyEntries.shopId, shopId), eq(loyaltyEntries.appointmentId, appointmentId)));
}

/**
 * Adds entries to ledgers. The database keeps the balance in the same statement and refuses one
 * below zero (a check violation); a second Reward of the same completion or a second reversal of
 * one entry is skipped by its unique key (someone else wrote it first).
 */
export async function insertEntries(tx: Tx, entries: NewLoyaltyEntryRow[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(loyaltyEntries).values(entries).onConflictDoNothing();
}

/**
 * The customer's latest entries, newest first, with who wrote each and when its visit starts,
 * and how many entries the customer has in all.
 */
export async function latestEntriesOfCustomer(
  db: Executor,
  { shopId, customerId, limit }: { shopId: string; customerId: string; limit: number },
): Promise<{
  rows: { entry: LoyaltyEntryRow; actorName: string | null; appointmentStart: Date | null }[];
  total: number;
}> {
  const mine = entriesOf(shopId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: loyaltyEntries, actorName: users.name, appointmentStart: appointments.startsAt })
      .from(loyaltyEntries)
      .leftJoin(users, eq(users.id, loyaltyEntries.actorUserId))
      .leftJoin(appointments, eq(appointments.id, loyaltyEntries.appointmentId))
      .where(mine)
      .orderBy(desc(loyaltyEntries.seq))
      .limit(limit),
    db.select({ n: count() }).from(loyaltyEntries).where(mine),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * The shop's customers with points whose last Reward or Redeem that still stands (else, with
 * none, last entry that added points) is older than `expiryMonths` before `now`, give or take
 * `slackDays` later, by the database's month arithmetic.
 */
export async function customersWithLapsingPoints(
  db: Executor,
  {
    shopId,
    now,
    expiryMonths,
    slackDays,
  }: { shopId: string; now: Date; expiryMonths: number | null; slackDays: number },
): Promise<string[]> {
  const rows = await queryRows<{ customer_id: string }>(
    db,
    sql`select b.customer_id from loyalty_balances b
          join loyalty_entries e on e.shop_id = b.shop_id and e.customer_id = b.customer_id
         where b.shop_id = ${shopId} and b.balance > 0
         group by b.customer_id
        having coalesce(max(e.created_at) filter (where e.kind in ('Reward', 'Redeem')
                          and not exists (select 1 from loyalty_entries back where back.reverses = e.id)),
                        max(e.created_at) filter (where e.points > 0))
               < ${now.toISOString()}::timestamptz - make_interval(months => ${expiryMonths}::int)
                 + make_interval(days => ${slackDays})`,
  );
  return rows.map((row) => row.customer_id);
}

/** Every ledger entry of these visits, of any shop. */
export function entriesOfVisits(db: Executor, appointmentIds: string[]): Promise<LoyaltyEntryRow[]> {
  return db.select().from(loyaltyEntries).where(inArray(loyaltyEntries.appointmentId, appointmentIds));
}

/** Every ledger entry of these customer records, in ledger order. */
export function entriesOfCustomers(db: Executor, customerIds: string[]): Promise<LoyaltyEntryRow[]> {
  return db
    .select()
    .from(loyaltyEntries)
    .where(inArray(loyaltyEntries.customerId, customerIds))
    .orderBy(asc(loyaltyEntries.seq));
}

/** The balances of these customer records; a record without entries has none. */
export function balancesOfCustomers(db: Executor, customerIds: string[]) {
  return db.select().from(loyaltyBalances).where(inArray(loyaltyBalances.customerId, customerIds));
}
