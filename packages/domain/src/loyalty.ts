/**
 * Loyalty points: a shop's rules for earning and spending them, and the ledger they live in.
 *
 * A customer's points are never stored as a number to change: every change is an entry of the
 * ledger (`Reward`, `Redeem`, `Adjust`, `Expire`) and a change taken back is a new entry that
 * reverses an earlier one (`RewardReversal` of a `Reward`, `RedeemReversal` of a `Redeem`, and a
 * `Redeem` of a `RedeemReversal` when a no-show is undone), linked to it by `reverses`. The
 * balance is the sum of the ledger and is never negative.
 */

import { currencyDigits } from './money-format.ts';

export const loyaltyEarnModes = ['perCurrencyUnit', 'perVisit'] as const;
export type LoyaltyEarnMode = (typeof loyaltyEarnModes)[number];

export interface LoyaltySettings {
  /** Off by default: a shop turns its programme on. */
  enabled: boolean;
  /** Points for each whole currency unit a completed visit cost, or a fixed number per visit. */
  earnMode: LoyaltyEarnMode;
  /** Points per currency unit (e.g. 1 per €1), in `perCurrencyUnit` mode. */
  pointsPerUnit: number;
  /** Points per completed visit, in `perVisit` mode. */
  pointsPerVisit: number;
  /** The redemption rate: `redeemPoints` points are worth `redeemAmount` minor units (100 = €5.00 as 100 and 500). */
  redeemPoints: number;
  redeemAmount: number;
  /** The fewest points a customer may redeem at once. */
  minimumRedeemPoints: number;
  /**
   * Months without a visit after which a customer's points lapse (no Reward or Redeem for that
   * long); null when they never do.
   */
  expiryMonths: number | null;
}

export const defaultLoyaltySettings: LoyaltySettings = {
  enabled: false,
  earnMode: 'perCurrencyUnit',
  pointsPerUnit: 1,
  pointsPerVisit: 10,
  redeemPoints: 100,
  redeemAmount: 500,
  minimumRedeemPoints: 100,
  expiryMonths: null,
};

export const loyaltyEntryKinds = [
  'Reward',
  'Redeem',
  'Adjust',
  'RewardReversal',
  'RedeemReversal',
  /** The whole balance lapsed after the shop's months without a visit. */
  'Expire',
] as const;
export type LoyaltyEntryKind = (typeof loyaltyEntryKinds)[number];

/**
 * The entries that may be reversed, and the kind of their reversal. A redemption given back by a
 * no-show is redeemed again when the no-show is undone: a `Redeem` that reverses the reversal.
 */
export const reversalKinds = {
  Reward: 'RewardReversal',
  Redeem: 'RedeemReversal',
  RedeemReversal: 'Redeem',
} as const;
export type ReversibleKind = keyof typeof reversalKinds;

export interface LoyaltyEntry {
  id: string;
  kind: LoyaltyEntryKind;
  /** Signed: what the entry adds to the balance. */
  points: number;
  appointmentId: string | null;
  /** The entry this one takes back. */
  reverses: string | null;
}

/** An entry to append: the database gives it its id. */
export type NewLoyaltyEntry = Omit<LoyaltyEntry, 'id'> & {
  /** A visit's Reward counts its completions: completed, undone and completed again earns once more. */
  rewardRound: number;
};

/**
 * The points a completed visit earns: per whole currency unit of its price (cents are not
 * rounded up), or the fixed number per visit. Nothing while the programme is off.
 */
export function pointsForVisit(
  settings: LoyaltySettings,
  visit: { priceAmount: number; currency: string },
): number {
  if (!settings.enabled) return 0;
  if (settings.earnMode === 'perVisit') return settings.pointsPerVisit;
  const units = Math.floor(Math.max(0, visit.priceAmount) / 10 ** currencyDigits(visit.currency));
  return units * settings.pointsPerUnit;
}

/** What points are worth in minor units at the shop's rate, rounded down to the cent. */
export function valueOfPoints(
  settings: Pick<LoyaltySettings, 'redeemPoints' | 'redeemAmount'>,
  points: number,
) {
  if (points <= 0 || settings.redeemPoints <= 0) return 0;
  return Math.floor((points * settings.redeemAmount) / settings.redeemPoints);
}

/**
 * The points a customer may take off a visit they book: the largest multiple of the shop's
 * redemption step (`redeemPoints` points for `redeemAmount`) that the balance covers and that is
 * worth no more than the visit's price; null when that is none or below the shop's minimum.
 */
export function redeemOffer(
  settings: Pick<LoyaltySettings, 'enabled' | 'redeemPoints' | 'redeemAmount' | 'minimumRedeemPoints'>,
  facts: { balance: number; priceAmount: number },
): { points: number; value: number } | null {
  if (!settings.enabled || settings.redeemPoints <= 0 || settings.redeemAmount <= 0) return null;
  const steps = Math.min(
    Math.floor(facts.balance / settings.redeemPoints),
    Math.floor(facts.priceAmount / settings.redeemAmount),
  );
  const points = steps * settings.redeemPoints;
  if (points <= 0 || points < settings.minimumRedeemPoints) return null;
  return { points, value: valueOfPoints(settings, points) };
}

/** The balance a ledger adds up to. */
export const balanceOf = (entries: readonly Pick<LoyaltyEntry, 'points'>[]): number =>
  entries.reduce((sum, entry) => sum + entry.points, 0);

export type RedeemVerdict =
  | { allowed: true; value: number }
  | { allowed: false; code: 'LoyaltyOff' | 'BelowMinimum' | 'InsufficientPoints' | 'ExceedsPrice' };

/**
 * Whether a customer may redeem `points` now: the programme is on, at least the shop's minimum,
 * no more than the balance, and worth no more than what is still to pay for the visit.
 */
export function checkRedeem(
  settings: LoyaltySettings,
  facts: { balance: number; points: number; priceLeft: number },
): RedeemVerdict {
  if (!settings.enabled) return { allowed: false, code: 'LoyaltyOff' };
  if (facts.points < Math.max(1, settings.minimumRedeemPoints))
    return { allowed: false, code: 'BelowMinimum' };
  if (facts.points > facts.balance) return { allowed: false, code: 'InsufficientPoints' };
  const value = valueOfPoints(settings, facts.points);
  if (value > facts.priceLeft) return { allowed: false, code: 'ExceedsPrice' };
  return { allowed: true, value };
}

/** The entries of a ledger no later entry has reversed, of the given kind and appointment. */
export function unreversed<E extends LoyaltyEntry>(
  entries: readonly E[],
  kind: ReversibleKind,
  appointmentId: string,
): E[] {
  const reversed = new Set(entries.map((e) => e.reverses).filter((id): id is string => id !== null));
  return entries.filter((e) => e.kind === kind && e.appointmentId === appointmentId && !reversed.has(e.id));
}

/**
 * The reversal of an entry, given the balance before it. A redemption comes back whole; a reward
 * whose points were partly spent already takes back only what is left, so the balance never goes
 * below zero (the customer keeps what they redeemed in good faith).
 */
export function reversalOf(
  entry: Pick<LoyaltyEntry, 'id' | 'kind' | 'points' | 'appointmentId'> & { kind: ReversibleKind },
  balance: number,
): NewLoyaltyEntry {
  // A redemption a no-show gave back is redeemed again whole; the caller checks the balance.
  const points = entry.kind === 'Reward' ? -Math.min(entry.points, Math.max(0, balance)) : -entry.points;
  return {
    kind: reversalKinds[entry.kind],
    points,
    reverses: entry.id,
    appointmentId: entry.appointmentId,
    rewardRound: 0,
  };
}

/**
 * Visits points may be redeemed on: those still to come. A completed visit has earned its Reward
 * on its full price already, and a redemption on it could never be given back.
 */
export const redeemableStatuses: readonly string[] = ['pending', 'confirmed'];

/**
 * Statuses in which a visit is off and the points redeemed on it are given back: the discount was
 * never used. A no-show's are redeemed again if it is undone.
 */
const givesRedeemBack = new Set(['cancelled', 'declined', 'no_show']);

/**
 * What a visit's change of status writes to its customer's ledger: a Reward when it is completed
 * (unless one stands already), the Reward reversed when a completed visit is undone, every
 * Redeem on it reversed when it is cancelled, declined or marked no-show, and those a no-show gave
 * back redeemed again when it is undone, as far as the balance covers them (the rest stay given
 * back). `ledger` holds the visit's entries, `balance` the customer's balance before the change.
 */
export function entriesForStatusChange(
  settings: LoyaltySettings,
  ledger: readonly LoyaltyEntry[],
  change: { appointmentId: string; from: string; to: string; priceAmount: number; currency: string },
  balance: number,
): NewLoyaltyEntry[] {
  const out: NewLoyaltyEntry[] = [];
  let running = balance;
  if (change.to === 'completed' && change.from !== 'completed') {
    // An earlier round's Reward whose reversal was cut short (its points were spent) still holds
    // what was not taken back: completing again tops the visit up to its points, never beyond.
    const kept = ledger
      .filter(
        (e) =>
          (e.kind === 'Reward' || e.kind === 'RewardReversal' || e.kind === 'Adjust') &&
          e.appointmentId === change.appointmentId,
      )
      .reduce((sum, e) => sum + e.points, 0);
    const points = pointsForVisit(settings, change) - kept;
    if (points > 0 && unreversed(ledger, 'Reward', change.appointmentId).length === 0) {
      const rewardRound = ledger.filter(
        (e) => e.kind === 'RewardReversal' && e.appointmentId === change.appointmentId,
      ).length;
      out.push({ kind: 'Reward', points, appointmentId: change.appointmentId, reverses: null, rewardRound });
    }
  }
  if (change.from === 'completed' && change.to !== 'completed') {
    // Points a refund of the visit's sale took back already (the only Adjusts naming a visit) are not taken twice.
    const takenBack = -ledger
      .filter((e) => e.kind === 'Adjust' && e.appointmentId === change.appointmentId)
      .reduce((sum, e) => sum + e.points, 0);
    for (const reward of unreversed(ledger, 'Reward', change.appointmentId)) {
      const left = Math.max(0, reward.points - Math.max(0, takenBack));
      const reversal = reversalOf({ ...reward, points: left, kind: 'Reward' }, running);
      running += reversal.points;
      out.push(reversal);
    }
  }
  if (givesRedeemBack.has(change.to)) {
    for (const redeem of unreversed(ledger, 'Redeem', change.appointmentId)) {
      const reversal = reversalOf({ ...redeem, kind: 'Redeem' }, running);
      running += reversal.points;
      out.push(reversal);
    }
  }
  if (change.from === 'no_show' && !givesRedeemBack.has(change.to)) {
    for (const back of unreversed(ledger, 'RedeemReversal', change.appointmentId)) {
      const again = reversalOf({ ...back, kind: 'RedeemReversal' }, running);
      if (running + again.points < 0) continue;
      running += again.points;
      out.push(again);
    }
  }
  return out;
}

/**
 * The points a refund of a sale takes back of those its visit earned: the refunded share of what
 * was paid for services and products. Counted over all refunds of the sale so far, so partial
 * refunds together take back at most what was earned and a full refund all of it; never more than
 * the balance holds (the customer keeps what they redeemed in good faith).
 */
export function pointsTakenBackByRefund({
  earned,
  paid,
  refundedBefore,
  refundedAfter,
  balance,
}: {
  /** The visit's standing Reward. */
  earned: number;
  /** What the sale's lines came to. */
  paid: number;
  /** Of the lines, refunded before this refund and with it. */
  refundedBefore: number;
  refundedAfter: number;
  balance: number;
}): number {
  if (earned <= 0 || paid <= 0) return 0;
  const share = (refunded: number) => Math.floor((earned * Math.min(Math.max(refunded, 0), paid)) / paid);
  return Math.max(0, Math.min(balance, share(refundedAfter) - share(refundedBefore)));
}
