import type { Executor, LoyaltyEntryRow, Tx } from '@salon/db';
import {
  AppError,
  type LoyaltyActivity,
  type LoyaltyEntry,
  type LoyaltyEntryKind,
  type NewLoyaltyEntry,
  unreversed,
} from '@salon/domain';
import { pgErrorCode } from '../../infra/pg-errors.ts';
import { insertEntries, lastEntriesOfCustomer } from '../../repositories/loyalty.ts';

const CHECK_VIOLATION = '23514';

/**
 * The customer's last Reward or Redeem that still stands (one given back, as by a cancelled
 * booking, was no visit) and last entry that added points: what their expiry counts from.
 */
export async function activityOfCustomer(
  db: Executor,
  shopId: string,
  customerId: string,
): Promise<LoyaltyActivity> {
  const last = await lastEntriesOfCustomer(db, shopId, customerId);
  return {
    lastRewardOrRedeem: last.lastRewardOrRedeem ? new Date(last.lastRewardOrRedeem).getTime() : null,
    lastCredit: last.lastCredit ? new Date(last.lastCredit).getTime() : null,
  };
}

export const toLedgerEntry = (row: LoyaltyEntryRow): LoyaltyEntry => ({
  id: row.id,
  kind: row.kind as LoyaltyEntryKind,
  points: row.points,
  appointmentId: row.appointmentId,
  reverses: row.reverses,
});

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
 * entry is skipped (someone else wrote it first).
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
  try {
    await insertEntries(
      tx,
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
    );
  } catch (err) {
    if (pgErrorCode(err) === CHECK_VIOLATION) {
      throw new AppError('InsufficientPoints', 'The customer does not have enough points for this');
    }
    throw err;
  }
}
