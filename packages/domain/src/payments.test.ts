import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountDueAtBooking,
  type CancellationPolicy,
  cancellationPresetOf,
  defaultCancellationPolicy,
  defaultPaymentPolicy,
  dueForService,
  hoursBetween,
  noShowFee,
  type PaymentPolicy,
  refundOnCancellation,
  takesOnlinePayment,
} from './payments.ts';

const atSalon = defaultPaymentPolicy;
const prepay: PaymentPolicy = { mode: 'prepay', depositKind: null, depositValue: null };
const depositPercent = (percent: number): PaymentPolicy => ({
  mode: 'deposit',
  depositKind: 'percent',
  depositValue: percent,
});
const depositFixed = (amount: number): PaymentPolicy => ({
  mode: 'deposit',
  depositKind: 'fixed',
  depositValue: amount,
});
const terms: CancellationPolicy = { freeCancellationHours: 24, lateCancelPercent: 50, noShowPercent: 100 };

describe('amount due when booking', () => {
  it('is nothing when paid at the salon, the full price when prepaid', () => {
    expect(dueForService(atSalon, 4500)).toBe(0);
    expect(dueForService(prepay, 4500)).toBe(4500);
  });

  it('takes a percentage deposit rounded to whole minor units, half up', () => {
    expect(dueForService(depositPercent(20), 4500)).toBe(900);
    // 33 % of 1999 = 659.67 → 660; 50 % of 1999 = 999.5 → 1000.
    expect(dueForService(depositPercent(33), 1999)).toBe(660);
    expect(dueForService(depositPercent(50), 1999)).toBe(1000);
  });

  it('takes a fixed deposit, never more than the service costs', () => {
    expect(dueForService(depositFixed(1000), 4500)).toBe(1000);
    expect(dueForService(depositFixed(5000), 4500)).toBe(4500);
  });

  it('applies each service its own policy or the shop’s and sums them', () => {
    const result = amountDueAtBooking({
      shopPolicy: depositPercent(20),
      services: [
        { price: 4500, policy: null },
        { price: 8000, policy: prepay },
        { price: 2000, policy: atSalon },
      ],
    });
    expect(result).toEqual({ price: 14_500, beforeRedemption: 900 + 8000, due: 8900 });
  });

  it('is reduced by a loyalty redemption, never below 0', () => {
    const services = [{ price: 4500, policy: null }];
    expect(amountDueAtBooking({ shopPolicy: prepay, services, redemption: 500 }).due).toBe(4000);
    expect(amountDueAtBooking({ shopPolicy: depositPercent(10), services, redemption: 500 }).due).toBe(0);
    expect(amountDueAtBooking({ shopPolicy: atSalon, services, redemption: 500 }).due).toBe(0);
  });
});

describe('refund on a customer’s cancellation', () => {
  it('refunds everything paid inside the free window', () => {
    expect(
      refundOnCancellation({ paid: 900, servicePrice: 4500, hoursBeforeStart: 30, policy: terms }),
    ).toEqual({
      kept: 0,
      refund: 900,
      uncovered: 0,
    });
    // Exactly at the limit is still free.
    expect(
      refundOnCancellation({ paid: 900, servicePrice: 4500, hoursBeforeStart: 24, policy: terms }).refund,
    ).toBe(900);
  });

  it('keeps the policy’s share of the price later, at most what was paid', () => {
    // 50 % of 4500 = 2250, but only 900 was paid: all of it is kept, 1350 is uncovered.
    expect(
      refundOnCancellation({ paid: 900, servicePrice: 4500, hoursBeforeStart: 3, policy: terms }),
    ).toEqual({
      kept: 900,
      refund: 0,
      uncovered: 1350,
    });
    // Prepaid in full: half kept, half refunded.
    expect(
      refundOnCancellation({ paid: 4500, servicePrice: 4500, hoursBeforeStart: 23.9, policy: terms }),
    ).toEqual({ kept: 2250, refund: 2250, uncovered: 0 });
  });

  it('measures the hours between instants', () => {
    expect(hoursBetween(new Date('2026-11-26T08:00:00Z'), new Date('2026-11-27T07:30:00Z'))).toBe(23.5);
  });
});

describe('no-show fee', () => {
  it('charges the policy’s share, first from what was paid', () => {
    expect(noShowFee({ paid: 900, servicePrice: 4500, policy: terms })).toEqual({
      fee: 4500,
      kept: 900,
      refund: 0,
      uncovered: 3600,
    });
    expect(noShowFee({ paid: 4500, servicePrice: 4500, policy: { ...terms, noShowPercent: 30 } })).toEqual({
      fee: 1350,
      kept: 1350,
      refund: 3150,
      uncovered: 0,
    });
  });
});

const minor = fc.integer({ min: 0, max: 10_000_000 });
const percent = fc.integer({ min: 0, max: 100 });
const policy = fc.oneof(
  fc.constant(atSalon),
  fc.constant(prepay),
  fc.integer({ min: 1, max: 100 }).map(depositPercent),
  minor.map(depositFixed),
);
const cancellation = fc.record({
  freeCancellationHours: fc.integer({ min: 0, max: 720 }),
  lateCancelPercent: percent,
  noShowPercent: percent,
});

describe('money properties', () => {
  it('amounts due are whole, non-negative and never above the price', () => {
    fc.assert(
      fc.property(
        policy,
        fc.array(fc.record({ price: minor, policy: fc.option(policy, { nil: null }) }), { maxLength: 6 }),
        minor,
        (shopPolicy, services, redemption) => {
          const { price, beforeRedemption, due } = amountDueAtBooking({ shopPolicy, services, redemption });
          for (const value of [price, beforeRedemption, due]) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(beforeRedemption).toBeLessThanOrEqual(price);
          expect(due).toBeLessThanOrEqual(beforeRedemption);
          expect(due).toBe(Math.max(0, beforeRedemption - redemption));
        },
      ),
    );
  });

  it('a cancellation or no-show refunds at most what was charged, and kept plus refunded is what was paid', () => {
    fc.assert(
      fc.property(
        minor,
        minor,
        fc.double({ min: -48, max: 1000, noNaN: true }),
        cancellation,
        (paid, servicePrice, hoursBeforeStart, terms) => {
          const outcomes = [
            refundOnCancellation({ paid, servicePrice, hoursBeforeStart, policy: terms }),
            noShowFee({ paid, servicePrice, policy: terms }),
          ];
          for (const { kept, refund, uncovered } of outcomes) {
            for (const value of [kept, refund, uncovered]) {
              expect(Number.isInteger(value)).toBe(true);
              expect(value).toBeGreaterThanOrEqual(0);
            }
            expect(refund).toBeLessThanOrEqual(paid);
            expect(kept + refund).toBe(paid);
          }
          if (hoursBeforeStart >= terms.freeCancellationHours) expect(outcomes[0]?.refund).toBe(paid);
        },
      ),
    );
  });
});

describe('cancellation presets', () => {
  it('name the terms salons know, and call anything else custom (null)', () => {
    expect(cancellationPresetOf({ freeCancellationHours: 24, lateCancelPercent: 0, noShowPercent: 0 })).toBe(
      'flexible',
    );
    expect(
      cancellationPresetOf({ freeCancellationHours: 24, lateCancelPercent: 50, noShowPercent: 100 }),
    ).toBe('moderate');
    expect(
      cancellationPresetOf({ freeCancellationHours: 48, lateCancelPercent: 100, noShowPercent: 100 }),
    ).toBe('strict');
    expect(
      cancellationPresetOf({ freeCancellationHours: 48, lateCancelPercent: 50, noShowPercent: 100 }),
    ).toBeNull();
    // Until a salon sets its terms, they are the flexible ones.
    expect(cancellationPresetOf(defaultCancellationPolicy)).toBe('flexible');
  });

  it('only a deposit or prepayment takes money online', () => {
    expect(takesOnlinePayment({ mode: 'at_salon' })).toBe(false);
    expect(takesOnlinePayment({ mode: 'deposit' })).toBe(true);
    expect(takesOnlinePayment({ mode: 'prepay' })).toBe(true);
  });
});
