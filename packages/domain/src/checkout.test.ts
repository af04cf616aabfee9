import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  checkPayments,
  computeSale,
  type Movement,
  moneyBalance,
  planRefund,
  refundSources,
  type SaleInput,
  taxBreakdown,
  taxOfGross,
} from './checkout.ts';

const rates = fc.constantFrom(0, 550, 700, 1000, 1900, 2000, 2300);
const line = fc.record({
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPrice: fc.integer({ min: 0, max: 500_000 }),
  taxRateBps: rates,
});

describe('tax inside a tax-inclusive price', () => {
  it('takes 19 % out of 119.00 as 19.00', () => {
    expect(taxOfGross(11_900, 1900)).toEqual({ net: 10_000, tax: 1_900 });
  });
  it('rounds half up to the cent', () => {
    // 10.00 at 7 %: net 9.3457… → 9.35, tax 0.65
    expect(taxOfGross(1_000, 700)).toEqual({ net: 935, tax: 65 });
  });
  it('adds the lines of a rate up before rounding, as a receipt prints it', () => {
    // Three lines of 0.10 at 19 %: per line the tax would round to 0.02 each (0.06); on 0.30 it is 0.05.
    expect(taxBreakdown([1, 2, 3].map(() => ({ gross: 10, rateBps: 1900 })))).toEqual([
      { rateBps: 1900, gross: 30, net: 25, tax: 5 },
    ]);
  });
});

describe('allocate', () => {
  it('splits 100 over three equal parts as 34, 33, 33', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });
  it('always adds up to the total and stays proportional within one unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const shares = allocate(total, weights);
          const sum = weights.reduce((a, w) => a + w, 0);
          expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
          shares.forEach((s, i) => {
            expect(Math.abs(s - (total * (weights[i] as number)) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('a sale', () => {
  it('adds a cut, a shampoo, a 10 % discount, a tip and deducts the deposit', () => {
    const result = computeSale({
      lines: [
        { quantity: 1, unitPrice: 5_000, taxRateBps: 1900 },
        { quantity: 2, unitPrice: 1_250, taxRateBps: 1900 },
      ],
      discount: { kind: 'percent', percentBps: 1000 },
      tips: [{ amount: 500 }],
      deposit: 1_000,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const t = result.totals;
    expect(t.subtotal).toBe(7_500);
    expect(t.discount).toBe(750);
    expect(t.lines.map((l) => l.discount)).toEqual([500, 250]);
    expect(t.linesTotal).toBe(6_750);
    expect(t.total).toBe(7_250);
    expect(t.amountDue).toBe(6_250);
    // 67.50 gross at 19 %: net 56.72, tax 10.78
    expect(t.taxBreakdown).toEqual([{ rateBps: 1900, gross: 6_750, net: 5_672, tax: 1_078 }]);
  });

  it('refuses a discount larger than the lines and a deposit larger than the total', () => {
    const lines = [{ quantity: 1, unitPrice: 1_000, taxRateBps: 0 }];
    expect(computeSale({ lines, discount: { kind: 'amount', amount: 1_001 } })).toEqual({
      ok: false,
      problem: 'DiscountExceedsSubtotal',
    });
    expect(computeSale({ lines, loyaltyValue: 600, discount: { kind: 'amount', amount: 500 } })).toEqual({
      ok: false,
      problem: 'LoyaltyExceedsTotal',
    });
    expect(computeSale({ lines, deposit: 1_001 })).toEqual({ ok: false, problem: 'DepositExceedsTotal' });
  });

  it('totals add up and the tax parts sum to the tax total, for any sale', () => {
    const sale = fc
      .record({
        lines: fc.array(line, { minLength: 1, maxLength: 12 }),
        discount: fc.option(
          fc.oneof(
            fc.record({
              kind: fc.constant('amount' as const),
              amount: fc.integer({ min: 1, max: 2_000_000 }),
            }),
            fc.record({
              kind: fc.constant('percent' as const),
              percentBps: fc.integer({ min: 1, max: 10_000 }),
            }),
          ),
          { nil: null },
        ),
        loyaltyValue: fc.integer({ min: 0, max: 100_000 }),
        tips: fc.array(fc.record({ amount: fc.integer({ min: 1, max: 50_000 }) }), { maxLength: 4 }),
        deposit: fc.integer({ min: 0, max: 200_000 }),
      })
      .map((s): SaleInput => s);
    fc.assert(
      fc.property(sale, (input) => {
        const result = computeSale(input);
        if (!result.ok) return;
        const t = result.totals;
        expect(t.lines.reduce((a, l) => a + l.gross, 0)).toBe(t.subtotal);
        expect(t.lines.reduce((a, l) => a + l.total, 0)).toBe(t.linesTotal);
        expect(t.linesTotal).toBe(t.subtotal - t.discount - t.loyaltyValue);
        expect(t.total).toBe(t.linesTotal + t.tips);
        expect(t.amountDue).toBe(t.total - t.deposit);
        expect(t.amountDue).toBeGreaterThanOrEqual(0);
        for (const l of t.lines) expect(l.total).toBeGreaterThanOrEqual(0);
        expect(t.taxBreakdown.reduce((a, b) => a + b.tax, 0)).toBe(t.taxTotal);
        expect(t.taxBreakdown.reduce((a, b) => a + b.gross, 0)).toBe(t.linesTotal);
        for (const b of t.taxBreakdown) {
          expect(b.net + b.tax).toBe(b.gross);
          expect(b.tax).toBeGreaterThanOrEqual(0);
        }
        for (const v of [t.subtotal, t.discount, t.taxTotal, t.total, t.amountDue]) {
          expect(Number.isInteger(v)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('split payments', () => {
  it('must add up exactly to the amount due', () => {
    expect(checkPayments(6_250, [{ amount: 5_000 }, { amount: 1_250 }])).toEqual({ ok: true });
    expect(checkPayments(6_250, [{ amount: 5_000 }, { amount: 1_000 }])).toEqual({
      ok: false,
      paid: 6_000,
      due: 6_250,
    });
    expect(checkPayments(0, [])).toEqual({ ok: true });
  });
});

describe('refunds of a sale', () => {
  const sale = {
    lines: [
      { id: 'cut', quantity: 1, total: 4_500, taxRateBps: 1900, refundedQuantity: 0, refundedAmount: 0 },
      { id: 'wax', quantity: 3, total: 2_000, taxRateBps: 1900, refundedQuantity: 0, refundedAmount: 0 },
    ],
    tips: [{ id: 'tip', amount: 500, refundedAmount: 0 }],
  };

  it('gives back the last piece of a line whatever is left of it', () => {
    let state = sale;
    let total = 0;
    for (let i = 0; i < 3; i++) {
      const result = planRefund(state, { full: false, lines: [{ lineId: 'wax', quantity: 1 }], tips: [] });
      if (!result.ok) throw new Error('refused');
      const piece = result.plan.lines[0];
      total += piece?.amount ?? 0;
      state = {
        ...state,
        lines: state.lines.map((l) =>
          l.id === 'wax'
            ? {
                ...l,
                refundedQuantity: l.refundedQuantity + 1,
                refundedAmount: l.refundedAmount + (piece?.amount ?? 0),
              }
            : l,
        ),
      };
    }
    expect(total).toBe(2_000);
    const again = planRefund(state, { full: false, lines: [{ lineId: 'wax', quantity: 1 }], tips: [] });
    expect(again).toEqual({ ok: false, problem: { code: 'QuantityExceeds', index: 0, left: 0 } });
  });

  it('refunds everything, tips included, when full', () => {
    const result = planRefund(sale, { full: true, lines: [], tips: [] });
    expect(result.ok && result.plan.amount).toBe(7_000);
    expect(result.ok && result.plan.tipAmount).toBe(500);
  });

  it('refuses an amount above what is left', () => {
    expect(planRefund(sale, { full: false, lines: [], tips: [], amount: 6_501 })).toEqual({
      ok: false,
      problem: { code: 'AmountExceeds', left: 6_500 },
    });
  });
});

describe('money movements', () => {
  const kinds = fc.constantFrom('charge' as const, 'fee' as const, 'refund' as const);
  const step = fc.record({
    kind: kinds,
    amount: fc.integer({ min: 1, max: 100_000 }),
    method: fc.constantFrom('cash', 'card_terminal', 'online'),
  });

  it('never refund more than was charged, whatever the sequence of charges, refunds and fees', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const movements: Movement[] = [];
        steps.forEach((s, i) => {
          if (s.kind !== 'refund') {
            movements.push({ id: `m${i}`, kind: s.kind, amount: s.amount, refundOf: null, method: s.method });
            return;
          }
          const sources = refundSources(movements, s.amount);
          const { net } = moneyBalance(movements);
          // A refund is possible exactly when what is left covers it.
          expect(sources !== null).toBe(s.amount <= net);
          for (const src of sources ?? []) {
            movements.push({
              id: `m${i}-${src.chargeId}`,
              kind: 'refund',
              amount: src.amount,
              refundOf: src.chargeId,
              method: src.method,
            });
          }
        });
        const { charged, refunded } = moneyBalance(movements);
        expect(refunded).toBeLessThanOrEqual(charged);
        const perCharge = new Map<string, number>();
        for (const m of movements)
          if (m.kind === 'refund' && m.refundOf)
            perCharge.set(m.refundOf, (perCharge.get(m.refundOf) ?? 0) + m.amount);
        for (const [id, back] of perCharge) {
          expect(back).toBeLessThanOrEqual(movements.find((m) => m.id === id)?.amount ?? 0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives back at the counter only what was paid at the counter', () => {
    const movements: Movement[] = [
      { id: 'deposit', kind: 'charge', amount: 1_000, refundOf: null, method: 'online' },
      { id: 'cash', kind: 'charge', amount: 3_000, refundOf: null, method: 'cash' },
    ];
    const counter = (method: string) => method !== 'online';
    expect(refundSources(movements, 3_000, counter)).toEqual([
      { chargeId: 'cash', method: 'cash', amount: 3_000 },
    ]);
    expect(refundSources(movements, 3_001, counter)).toBeNull();
  });
});
