import {
  and,
  type Executor,
  eq,
  type LoyaltyEntryRow,
  loyaltyBalances,
  loyaltyEntries,
  sql,
  type Tx,
} from '@salon/db';
import {
  AppError,
  type LoyaltyActivity,
  type LoyaltyEntry,
  type LoyaltyEntryKind,
  type NewLoyaltyEntry,
  unreversed,
} from '@salon/domain';
import { pgErrorCode } from '../../infra/pg-errors.ts';

const CHECK_VIOLATION = '23514';

/**
 * The customer's balance, its row locked until the transaction ends: whoever adds to the same
 * customer's ledger meanwhile waits, and then reads what this one left.
 */
export async function lockBalance(tx: Tx, shopId: string, customerId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: loyaltyBalances.balance })
    .from(loyaltyBalances)
    .where(and(eq(loyaltyBalances.shopId, shopId), eq(loyaltyBalances.customerId, customerId)))
    .for('update');
  return row?.balance ?? 0;
}

export async function balanceOfCustomer(db: Executor, shopId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ balance: loyaltyBalances.balance })
    .from(loyaltyBalances)
    .where(and(eq(loyaltyBalances.shopId, shopId), eq(loyaltyBalances.customerId, customerId)));
  return row?.balance ?? 0;
}

/**
 * The customer's last Reward or Redeem that still stands (one given back, as by a cancelled
 * booking, was no visit) and last entry that added points: what their expiry counts from.
 */
export async function activityOfCustomer(
  db: Executor,
  shopId: string,
  customerId: string,
): Promise<LoyaltyActivity> {
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
    .where(and(eq(loyaltyEntries.shopId, shopId), eq(loyaltyEntries.customerId, customerId)));
  return {
    lastRewardOrRedeem: row?.lastRewardOrRedeem ? new Date(row.lastRewardOrRedeem).getTime() : null,
    lastCredit: row?.lastCredit ? new Date(row.lastCredit).getTime() : null,
  };
}

export const toLedgerEntry = (row: LoyaltyEntryRow): LoyaltyEntry => ({
  id: row.id,
  kind: row.kind as LoyaltyEntryKind,
  points: row.points,
  appointmentId: row.appointmentId,
  reverses: row.reverses,
});

/** Every entry a visit has on its customer's ledger. */
export async function entriesOfAppointment(db: Executor, shopId: string, appointmentId: string) {
  return db
    .select()
    .from(loyaltyEntries)
    .where(and(eq(loyaltyEntries.shopId, shopId), eq(loyaltyEntries.appointmentId, appointmentId)));
}

/**
 * What a visit's standing redemptions (those not given back) take off its price: the points and
 * their worth in minor units. `rows` are the visit's entries.
 */
export function standingRedemptions(rows: readonly LoyaltyEntryRow[], appointmentId: string) {
  const standing = new Set(unreversed(rows.map(toLedgerEntry), 'Redeem', appointmentId).map((e) => e.id));
  return rows
    .filter((r) => standing.has(r.id))
    .reduce((sum, r) => ({ points: sum.points - r.points, amount: sum.amount + (r.valueAmount ?? 0) }), {
      points: 0,
      amount: 0,
    });
}

export interface EntryToAdd extends NewLoyaltyEntry {
  reason?: string | null;
  value?: { amount: number; currency: string } | null;
}

/**
 * Adds entries to a customer's ledger. The database keeps the balance in the same statement and
 * refuses one below zero; a second Reward of the same completion or a second reversal of one
 * entry is skipped by its unique key (someone else wrote it first).
 */
export async function addEntries(
  tx: Tx,
  {
    shopId,
    customerId,
    actorUserId,
    now,
    entries,
  }: { shopId: string; customerId: string; actorUserId: string | null; now: Date; entries: EntryToAdd[] },
): Promise<void> {
  if (entries.length === 0) return;
  try {
    await tx
      .insert(loyaltyEntries)
      .values(
        entries.map((entry) => ({
          shopId,
          customerId,
          appointmentId: entry.appointmentId,
          kind: entry.kind,
          points: entry.points,
          valueAmount: entry.value?.amount ?? null,
          currency: entry.value?.currency ?? null,
          reverses: entry.reverses,
          rewardRound: entry.rewardRound,
          reason: entry.reason ?? null,
          actorUserId,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  } catch (err) {
    if (pgErrorCode(err) === CHECK_VIOLATION) {
      throw new AppError('InsufficientPoints', 'The customer does not have enough points for this');
    }
    throw err;
  }
}
