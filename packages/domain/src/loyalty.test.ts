import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  checkRedeem,
  defaultLoyaltySettings,
  entriesForStatusChange,
  type LoyaltyEntry,
  type LoyaltySettings,
  pointsForVisit,
  pointsTakenBackByRefund,
  redeemOffer,
  valueOfPoints,
} from './loyalty.ts';

const on: LoyaltySettings = { ...defaultLoyaltySettings, enabled: true };

describe('points for a completed visit', () => {
  it('earns nothing while the programme is off', () => {
    expect(pointsForVisit(defaultLoyaltySettings, { priceAmount: 4500, currency: 'EUR' })).toBe(0);
  });

  it('counts whole currency units, cents not rounded up', () => {
    expect(pointsForVisit(on, { priceAmount: 4599, currency: 'EUR' })).toBe(45);
    expect(pointsForVisit({ ...on, pointsPerUnit: 2 }, { priceAmount: 4500, currency: 'EUR' })).toBe(90);
    // Yen have no minor unit: 4500 is ¥4500.
    expect(pointsForVisit(on, { priceAmount: 4500, currency: 'JPY' })).toBe(4500);
  });

  it('gives the fixed number per visit in that mode, whatever it cost', () => {
    const perVisit = { ...on, earnMode: 'perVisit', pointsPerVisit: 12 } as const;
    expect(pointsForVisit(perVisit, { priceAmount: 0, currency: 'EUR' })).toBe(12);
    expect(pointsForVisit(perVisit, { priceAmount: 20000, currency: 'EUR' })).toBe(12);
  });
});

describe('value of points', () => {
  it('is the shop’s rate, rounded down to the cent', () => {
    expect(valueOfPoints(on, 100)).toBe(500);
    expect(valueOfPoints(on, 150)).toBe(750);
    expect(valueOfPoints({ redeemPoints: 300, redeemAmount: 100 }, 100)).toBe(33);
    expect(valueOfPoints(on, 0)).toBe(0);
  });
});

describe('redeeming', () => {
  it('needs the programme on, the minimum, the balance and a price left to pay', () => {
    expect(checkRedeem(defaultLoyaltySettings, { balance: 500, points: 100, priceLeft: 4500 })).toEqual({
      allowed: false,
      code: 'LoyaltyOff',
    });
    expect(checkRedeem(on, { balance: 500, points: 99, priceLeft: 4500 })).toMatchObject({
      code: 'BelowMinimum',
    });
    expect(checkRedeem(on, { balance: 150, points: 200, priceLeft: 4500 })).toMatchObject({
      code: 'InsufficientPoints',
    });
    expect(checkRedeem(on, { balance: 5000, points: 1000, priceLeft: 4500 })).toMatchObject({
      code: 'ExceedsPrice',
    });
    expect(checkRedeem(on, { balance: 150, points: 150, priceLeft: 4500 })).toEqual({
      allowed: true,
      value: 750,
    });
  });
});

describe('the points offered on a booking', () => {
  it('are the largest whole steps the balance covers, worth no more than the visit', () => {
    // 100 points = €5: 370 points take 300 off (€15) a €45 visit.
    expect(redeemOffer(on, { balance: 370, priceAmount: 4500 })).toEqual({ points: 300, value: 1500 });
    // A €12 visit takes two steps (€10) of a balance of 1000.
    expect(redeemOffer(on, { balance: 1000, priceAmount: 1200 })).toEqual({ points: 200, value: 1000 });
    expect(redeemOffer(on, { balance: 1000, priceAmount: 1000 })).toEqual({ points: 200, value: 1000 });
  });

  it('are none below the shop’s minimum, for a visit worth less than a step, or with the programme off', () => {
    expect(redeemOffer(on, { balance: 99, priceAmount: 4500 })).toBeNull();
    expect(redeemOffer({ ...on, minimumRedeemPoints: 300 }, { balance: 250, priceAmount: 4500 })).toBeNull();
    expect(redeemOffer({ ...on, minimumRedeemPoints: 150 }, { balance: 250, priceAmount: 4500 })).toEqual({
      points: 200,
      value: 1000,
    });
    expect(redeemOffer(on, { balance: 1000, priceAmount: 499 })).toBeNull();
    expect(redeemOffer(defaultLoyaltySettings, { balance: 1000, priceAmount: 4500 })).toBeNull();
  });

  it('are always a redemption the server allows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 600 }),
        (balance, priceAmount, redeemPoints, redeemAmount, minimumRedeemPoints) => {
          const settings = { ...on, redeemPoints, redeemAmount, minimumRedeemPoints };
          const offer = redeemOffer(settings, { balance, priceAmount });
          if (!offer) return;
          expect(offer.points % redeemPoints).toBe(0);
          expect(checkRedeem(settings, { balance, points: offer.points, priceLeft: priceAmount })).toEqual({
            allowed: true,
            value: offer.value,
          });
          // One step more would be too much for the balance or the price.
          const more = checkRedeem(settings, {
            balance,
            points: offer.points + redeemPoints,
            priceLeft: priceAmount,
          });
          expect(more.allowed).toBe(false);
        },
      ),
    );
  });
});

describe('a visit’s status changes', () => {
  const visit = { appointmentId: 'a1', priceAmount: 4500, currency: 'EUR' };
  const entry = (id: string, e: Omit<LoyaltyEntry, 'id'>): LoyaltyEntry => ({ id, ...e });

  it('rewards a completion once, and again after an undo', () => {
    const first = entriesForStatusChange(on, [], { ...visit, from: 'confirmed', to: 'completed' }, 0);
    expect(first).toEqual([
      { kind: 'Reward', points: 45, appointmentId: 'a1', reverses: null, rewardRound: 0 },
    ]);
    const reward = entry('r1', { kind: 'Reward', points: 45, appointmentId: 'a1', reverses: null });
    expect(
      entriesForStatusChange(on, [reward], { ...visit, from: 'confirmed', to: 'completed' }, 45),
    ).toEqual([]);
    const undo = entriesForStatusChange(on, [reward], { ...visit, from: 'completed', to: 'confirmed' }, 45);
    expect(undo).toEqual([
      { kind: 'RewardReversal', points: -45, appointmentId: 'a1', reverses: 'r1', rewardRound: 0 },
    ]);
    const reversal = entry('x1', { ...undo[0], points: -45 } as Omit<LoyaltyEntry, 'id'>);
    const again = entriesForStatusChange(
      on,
      [reward, reversal],
      { ...visit, from: 'confirmed', to: 'completed' },
      0,
    );
    expect(again).toEqual([
      { kind: 'Reward', points: 45, appointmentId: 'a1', reverses: null, rewardRound: 1 },
    ]);
  });

  it('completing again after a reversal cut short tops the visit up, so points are never earned twice', () => {
    const reward = entry('r1', { kind: 'Reward', points: 45, appointmentId: 'a1', reverses: null });
    // The 45 points were spent; the undo could take back only 20 of them.
    const cut = entry('x1', { kind: 'RewardReversal', points: -20, appointmentId: 'a1', reverses: 'r1' });
    const again = entriesForStatusChange(
      on,
      [reward, cut],
      { ...visit, from: 'confirmed', to: 'completed' },
      0,
    );
    expect(again).toEqual([
      { kind: 'Reward', points: 20, appointmentId: 'a1', reverses: null, rewardRound: 1 },
    ]);
    // Nothing could be taken back: completing again earns nothing more.
    const none = entry('x2', { kind: 'RewardReversal', points: 0, appointmentId: 'a1', reverses: 'r1' });
    expect(
      entriesForStatusChange(on, [reward, none], { ...visit, from: 'confirmed', to: 'completed' }, 0),
    ).toEqual([]);
  });

  it('takes back only what is left of a reward already spent', () => {
    const reward = entry('r1', { kind: 'Reward', points: 45, appointmentId: 'a1', reverses: null });
    const undo = entriesForStatusChange(on, [reward], { ...visit, from: 'completed', to: 'confirmed' }, 20);
    expect(undo).toMatchObject([{ kind: 'RewardReversal', points: -20, reverses: 'r1' }]);
  });

  it('gives redeemed points back when the visit is cancelled or declined, not when it is completed', () => {
    const redeem = entry('d1', { kind: 'Redeem', points: -100, appointmentId: 'a1', reverses: null });
    for (const to of ['cancelled', 'declined']) {
      expect(entriesForStatusChange(on, [redeem], { ...visit, from: 'confirmed', to }, 0)).toMatchObject([
        { kind: 'RedeemReversal', points: 100, reverses: 'd1' },
      ]);
    }
    const done = entriesForStatusChange(on, [redeem], { ...visit, from: 'confirmed', to: 'completed' }, 0);
    expect(done.map((e) => e.kind)).toEqual(['Reward']);
  });

  it('gives redeemed points back on a no-show, and redeems them again when it is undone', () => {
    const redeem = entry('d1', { kind: 'Redeem', points: -100, appointmentId: 'a1', reverses: null });
    const noShow = entriesForStatusChange(on, [redeem], { ...visit, from: 'confirmed', to: 'no_show' }, 0);
    expect(noShow).toEqual([
      { kind: 'RedeemReversal', points: 100, appointmentId: 'a1', reverses: 'd1', rewardRound: 0 },
    ]);
    const back = entry('g1', noShow[0] as Omit<LoyaltyEntry, 'id'>);
    const undo = entriesForStatusChange(
      on,
      [redeem, back],
      { ...visit, from: 'no_show', to: 'confirmed' },
      100,
    );
    expect(undo).toEqual([
      { kind: 'Redeem', points: -100, appointmentId: 'a1', reverses: 'g1', rewardRound: 0 },
    ]);
    // A second no-show gives back the redemption made again, not the first one twice.
    const again = entry('d2', undo[0] as Omit<LoyaltyEntry, 'id'>);
    expect(
      entriesForStatusChange(on, [redeem, back, again], { ...visit, from: 'confirmed', to: 'no_show' }, 0),
    ).toMatchObject([{ kind: 'RedeemReversal', points: 100, reverses: 'd2' }]);
  });

  it('leaves given back what the balance no longer covers when a no-show is undone', () => {
    const r1 = entry('d1', { kind: 'Redeem', points: -100, appointmentId: 'a1', reverses: null });
    const r2 = entry('d2', { kind: 'Redeem', points: -300, appointmentId: 'a1', reverses: null });
    const g1 = entry('g1', { kind: 'RedeemReversal', points: 100, appointmentId: 'a1', reverses: 'd1' });
    const g2 = entry('g2', { kind: 'RedeemReversal', points: 300, appointmentId: 'a1', reverses: 'd2' });
    const change = { ...visit, from: 'no_show', to: 'confirmed' };
    expect(entriesForStatusChange(on, [r1, r2, g1, g2], change, 250)).toEqual([
      { kind: 'Redeem', points: -100, appointmentId: 'a1', reverses: 'g1', rewardRound: 0 },
    ]);
    expect(entriesForStatusChange(on, [r1, r2, g1, g2], change, 50)).toEqual([]);
  });
});

/**
 * A model of the ledger as the database keeps it: entries are appended in order; one that would
 * take the balance below zero is refused, as the balance's CHECK refuses it.
 */
class Ledger {
  entries: LoyaltyEntry[] = [];
  /** The balance row: changed by each entry appended, never recomputed from the entries. */
  balance = 0;
  status = new Map<string, string>();
  private next = 0;

  /** One transaction: every entry moves the balance, and any step below zero rolls all back. */
  append(entries: readonly Omit<LoyaltyEntry, 'id'>[]): boolean {
    let balance = this.balance;
    for (const e of entries) {
      balance += e.points;
      if (balance < 0) return false;
    }
    for (const e of entries) this.entries.push({ ...e, id: `e${this.next++}` });
    this.balance = balance;
    return true;
  }

  move(appointmentId: string, to: string, price: number) {
    const from = this.status.get(appointmentId) ?? 'confirmed';
    const mine = this.entries.filter((e) => e.appointmentId === appointmentId);
    const change = { appointmentId, from, to, priceAmount: price, currency: 'EUR' };
    const entries = entriesForStatusChange(on, mine, change, this.balance);
    if (this.append(entries)) this.status.set(appointmentId, to);
  }
}

const appointmentId = fc.constantFrom('a1', 'a2', 'a3');
const step = fc.oneof(
  fc.record({
    op: fc.constant('complete' as const),
    appointmentId,
    price: fc.integer({ min: 0, max: 50000 }),
  }),
  fc.record({ op: fc.constant('undo' as const), appointmentId }),
  fc.record({ op: fc.constant('cancel' as const), appointmentId }),
  fc.record({ op: fc.constant('noShow' as const), appointmentId }),
  fc.record({ op: fc.constant('redeem' as const), appointmentId, points: fc.integer({ min: 1, max: 800 }) }),
  fc.record({ op: fc.constant('adjust' as const), points: fc.integer({ min: -500, max: 500 }) }),
);

describe('the ledger under any sequence of changes', () => {
  it('keeps the balance equal to the sum of its entries and never negative', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const ledger = new Ledger();
        for (const s of steps) {
          const status = s.op === 'adjust' ? undefined : (ledger.status.get(s.appointmentId) ?? 'confirmed');
          if (s.op === 'complete' && status === 'confirmed')
            ledger.move(s.appointmentId, 'completed', s.price);
          if (s.op === 'undo' && (status === 'completed' || status === 'no_show'))
            ledger.move(s.appointmentId, 'confirmed', 0);
          if (s.op === 'noShow' && status === 'confirmed') ledger.move(s.appointmentId, 'no_show', 0);
          if (s.op === 'cancel' && status === 'confirmed') ledger.move(s.appointmentId, 'cancelled', 0);
          if (s.op === 'redeem' && (status === 'confirmed' || status === 'completed')) {
            const verdict = checkRedeem(on, { balance: ledger.balance, points: s.points, priceLeft: 1e9 });
            if (verdict.allowed) {
              expect(
                ledger.append([
                  { kind: 'Redeem', points: -s.points, appointmentId: s.appointmentId, reverses: null },
                ]),
              ).toBe(true);
            }
          }
          if (s.op === 'adjust' && s.points !== 0) {
            ledger.append([{ kind: 'Adjust', points: s.points, appointmentId: null, reverses: null }]);
          }
          expect(ledger.balance).toBeGreaterThanOrEqual(0);
          expect(ledger.balance).toBe(balanceOf(ledger.entries));
        }
        // A reversal takes back one entry, once; a visit has at most one standing Reward.
        const reversed = ledger.entries.map((e) => e.reverses).filter(Boolean);
        expect(new Set(reversed).size).toBe(reversed.length);
        for (const id of ['a1', 'a2', 'a3']) {
          const standing = ledger.entries.filter(
            (e) => e.kind === 'Reward' && e.appointmentId === id && !reversed.includes(e.id),
          );
          if (ledger.status.get(id) === 'completed') expect(standing.length).toBeLessThanOrEqual(1);
          else expect(standing).toHaveLength(0);
          // A visit that is off keeps no redemption.
          const redeemed = ledger.entries.filter(
            (e) => e.kind === 'Redeem' && e.appointmentId === id && !reversed.includes(e.id),
          );
          if (['cancelled', 'no_show'].includes(ledger.status.get(id) ?? ''))
            expect(redeemed).toHaveLength(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('points taken back by refunds', () => {
  it('take back the refunded share, all of it on a full refund, never more than the balance', () => {
    expect(
      pointsTakenBackByRefund({
        earned: 45,
        paid: 4500,
        refundedBefore: 0,
        refundedAfter: 1500,
        balance: 100,
      }),
    ).toBe(15);
    expect(
      pointsTakenBackByRefund({
        earned: 45,
        paid: 4500,
        refundedBefore: 1500,
        refundedAfter: 4500,
        balance: 100,
      }),
    ).toBe(30);
    expect(
      pointsTakenBackByRefund({ earned: 45, paid: 4500, refundedBefore: 0, refundedAfter: 4500, balance: 7 }),
    ).toBe(7);
    expect(
      pointsTakenBackByRefund({ earned: 0, paid: 4500, refundedBefore: 0, refundedAfter: 4500, balance: 7 }),
    ).toBe(0);
  });

  it('over any sequence of refunds take back at most what was earned, and all of it once fully refunded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 10 }),
        (earned, paid, parts) => {
          let refunded = 0;
          let taken = 0;
          for (const part of [...parts, paid]) {
            const after = Math.min(paid, refunded + part);
            taken += pointsTakenBackByRefund({
              earned,
              paid,
              refundedBefore: refunded,
              refundedAfter: after,
              balance: 1e9,
            });
            refunded = after;
            expect(taken).toBeLessThanOrEqual(earned);
          }
          expect(taken).toBe(earned);
        },
      ),
    );
  });
});

describe('a completion undone after a refund took points back', () => {
  const settings = {
    ...defaultLoyaltySettings,
    enabled: true,
    earnMode: 'perCurrencyUnit' as const,
    pointsPerUnit: 1,
  };
  const ledger = [
    { id: 'r', kind: 'Reward' as const, points: 45, appointmentId: 'v', reverses: null },
    { id: 'a', kind: 'Adjust' as const, points: -15, appointmentId: 'v', reverses: null },
  ];
  const change = { appointmentId: 'v', priceAmount: 4500, currency: 'EUR' };

  it('takes back only what the refund left, and completing again earns the visit whole', () => {
    const undone = entriesForStatusChange(
      settings,
      ledger,
      { ...change, from: 'completed', to: 'confirmed' },
      30,
    );
    expect(undone).toEqual([expect.objectContaining({ kind: 'RewardReversal', points: -30, reverses: 'r' })]);
    const after = [...ledger, { id: 'x', ...(undone[0] as (typeof undone)[number]) }];
    const again = entriesForStatusChange(
      settings,
      after,
      { ...change, from: 'confirmed', to: 'completed' },
      0,
    );
    expect(again).toEqual([expect.objectContaining({ kind: 'Reward', points: 45 })]);
  });
});
