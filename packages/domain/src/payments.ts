/**
 * Money rules of online payments: what a customer pays when booking, what is refunded when they
 * cancel, and what a no-show costs. Pure: amounts in, amounts out, all in integer minor units of
 * the shop's currency.
 *
 * A shop has one payment policy; a service may override it. Policies apply per service of a
 * visit, so a visit of a prepaid colour and a cut paid at the salon is due the colour's price.
 */

/** How a booking is paid: at the salon (default), a deposit online, or the whole price online. */
export const paymentModes = ['at_salon', 'deposit', 'prepay'] as const;
export type PaymentMode = (typeof paymentModes)[number];

/** Which way money moved: in (`charge`, `fee`) or back to the customer (`refund`). */
export const moneyMovementKinds = ['charge', 'refund', 'fee'] as const;
export type MoneyMovementKind = (typeof moneyMovementKinds)[number];

/** How money moved: Stripe in the widget, a saved card, cash or the salon's card terminal. */
export const moneyMethods = ['online', 'card_on_file', 'cash', 'card_terminal'] as const;
export type MoneyMethod = (typeof moneyMethods)[number];

/** A deposit is a share of the service's price or a fixed amount. */
export const depositKinds = ['percent', 'fixed'] as const;
export type DepositKind = (typeof depositKinds)[number];

export interface PaymentPolicy {
  mode: PaymentMode;
  /** For `deposit`: a percentage of the price (1–100) or a fixed amount in minor units. */
  depositKind: DepositKind | null;
  depositValue: number | null;
}

/** Cancellation terms as salons state them. */
export interface CancellationPolicy {
  /** Free cancellation until this many hours before the start. */
  freeCancellationHours: number;
  /** A later cancellation costs this percentage of the service price (0–100). */
  lateCancelPercent: number;
  /** Not turning up costs this percentage of the service price (0–100). */
  noShowPercent: number;
}

export const defaultPaymentPolicy: PaymentPolicy = {
  mode: 'at_salon',
  depositKind: null,
  depositValue: null,
};

/** Until a salon sets its terms, cancelling and not turning up cost nothing. */
export const defaultCancellationPolicy: CancellationPolicy = {
  freeCancellationHours: 24,
  lateCancelPercent: 0,
  noShowPercent: 0,
};

/** `percent` % of `amount`, rounded half up to a whole minor unit. */
export const percentOf = (amount: number, percent: number): number => Math.round((amount * percent) / 100);

/**
 * What one service costs at booking under a policy: never more than its price, never negative.
 * A fixed deposit is per service that carries it, as a percentage one is.
 */
export function dueForService(policy: PaymentPolicy, price: number): number {
  const safePrice = Math.max(0, price);
  switch (policy.mode) {
    case 'at_salon':
      return 0;
    case 'prepay':
      return safePrice;
    case 'deposit': {
      const value = Math.max(0, policy.depositValue ?? 0);
      const deposit = policy.depositKind === 'fixed' ? value : percentOf(safePrice, Math.min(100, value));
      return Math.min(safePrice, deposit);
    }
  }
}

export interface VisitService {
  price: number;
  /** The service's own policy; null follows the shop's. */
  policy: PaymentPolicy | null;
}

export interface AmountDue {
  /** The visit's full price. */
  price: number;
  /** What the services' policies ask before any loyalty redemption. */
  beforeRedemption: number;
  /** What the customer pays online when booking. */
  due: number;
}

/**
 * What is due online when booking a visit: each service under its own policy or the shop's,
 * summed; a loyalty redemption (its value in minor units) reduces it, never below 0.
 */
export function amountDueAtBooking(input: {
  shopPolicy: PaymentPolicy;
  services: readonly VisitService[];
  redemption?: number;
}): AmountDue {
  let price = 0;
  let beforeRedemption = 0;
  for (const service of input.services) {
    price += Math.max(0, service.price);
    beforeRedemption += dueForService(service.policy ?? input.shopPolicy, service.price);
  }
  const due = Math.max(0, beforeRedemption - Math.max(0, input.redemption ?? 0));
  return { price, beforeRedemption, due };
}

export interface Settlement {
  /** Of what was paid, what the salon keeps. */
  kept: number;
  /** Of what was paid, what goes back to the customer. */
  refund: number;
  /** What the policy asks beyond what was paid (to charge to a card on file, if any). */
  uncovered: number;
}

/** Splits what was paid into kept and refunded for a fee the policy asks. */
function settle(paid: number, fee: number): Settlement {
  const safePaid = Math.max(0, paid);
  const safeFee = Math.max(0, fee);
  const kept = Math.min(safePaid, safeFee);
  return { kept, refund: safePaid - kept, uncovered: safeFee - kept };
}

/** Hours from one instant to another (negative when `to` is past). */
export const hoursBetween = (from: Date, to: Date): number => (to.getTime() - from.getTime()) / 3_600_000;

/**
 * A customer's cancellation: inside the free window (at least `freeCancellationHours` before the
 * start) everything paid is refunded; later the policy's share of the service price is kept, at
 * most what was paid, and the rest refunded.
 */
export function refundOnCancellation(input: {
  paid: number;
  servicePrice: number;
  hoursBeforeStart: number;
  policy: CancellationPolicy;
}): Settlement {
  const free = input.hoursBeforeStart >= input.policy.freeCancellationHours;
  const fee = free ? 0 : percentOf(Math.max(0, input.servicePrice), input.policy.lateCancelPercent);
  return settle(input.paid, fee);
}

/** A no-show: the policy's share of the service price, taken first from what was paid. */
export function noShowFee(input: {
  paid: number;
  servicePrice: number;
  policy: CancellationPolicy;
}): Settlement & {
  fee: number;
} {
  const fee = percentOf(Math.max(0, input.servicePrice), input.policy.noShowPercent);
  return { fee, ...settle(input.paid, fee) };
}

/** True when a policy takes money online, which needs the shop's Stripe keys. */
export const takesOnlinePayment = (policy: Pick<PaymentPolicy, 'mode'>): boolean =>
  policy.mode !== 'at_salon';

/** The cancellation terms salons commonly state, offered as starting points in the settings. */
export const cancellationPresets = {
  flexible: { freeCancellationHours: 24, lateCancelPercent: 0, noShowPercent: 0 },
  moderate: { freeCancellationHours: 24, lateCancelPercent: 50, noShowPercent: 100 },
  strict: { freeCancellationHours: 48, lateCancelPercent: 100, noShowPercent: 100 },
} as const satisfies Record<string, CancellationPolicy>;
export type CancellationPresetName = keyof typeof cancellationPresets;

/** The preset whose terms these are exactly, or null for terms of the salon's own. */
export function cancellationPresetOf(policy: CancellationPolicy): CancellationPresetName | null {
  for (const [name, preset] of Object.entries(cancellationPresets) as [
    CancellationPresetName,
    CancellationPolicy,
  ][]) {
    if (
      preset.freeCancellationHours === policy.freeCancellationHours &&
      preset.lateCancelPercent === policy.lateCancelPercent &&
      preset.noShowPercent === policy.noShowPercent
    )
      return name;
  }
  return null;
}
/** How long a booking's time is held for its online payment before it is released. */
export const paymentHoldMinutes = 10;
