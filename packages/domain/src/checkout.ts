/**
 * The money of a checkout, pure: lines, discount, loyalty, tips and deposit in; totals, the tax
 * breakdown and the amount due out; then what a refund gives back. Everything is integer minor
 * units, prices include tax (as salons in the EU show them), tax rates are basis points
 * (1900 = 19 %). Every division is done on integers with one explicit rounding, so the parts
 * always add up to the whole: nothing here uses floating-point money.
 */

/** `a × b / d` rounded half up, exactly (BigInt: no float in between). All ≥ 0 integers, d > 0. */
export function mulDivRound(a: number, b: number, d: number): number {
  const n = BigInt(a) * BigInt(b);
  const den = BigInt(d);
  return Number((2n * n + den) / (2n * den));
}

/**
 * Splits `total` over `weights` in proportion, in whole units that add up to `total` exactly
 * (largest remainder; ties go to the earlier weight). All weights 0: nothing can take a share.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (total === 0 || sum === 0) {
    if (total !== 0) throw new RangeError('nothing to allocate over');
    return weights.map(() => 0);
  }
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => (big * BigInt(w)) / bigSum);
  const remainders = weights.map((w, i) => ({ i, r: big * BigInt(w) - (shares[i] as bigint) * bigSum }));
  let left = total - shares.reduce((a, s) => a + Number(s), 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const result = shares.map(Number);
  for (const { i } of remainders) {
    if (left === 0) break;
    result[i] = (result[i] as number) + 1;
    left -= 1;
  }
  return result;
}

export interface TaxShare {
  rateBps: number;
  gross: number;
  net: number;
  tax: number;
}

/** The tax inside a tax-inclusive amount: net = gross × 10000 / (10000 + rate), rounded half up. */
export function taxOfGross(gross: number, rateBps: number): { net: number; tax: number } {
  const net = mulDivRound(gross, 10_000, 10_000 + rateBps);
  return { net, tax: gross - net };
}

/**
 * Tax per rate, as a receipt prints it: the lines of one rate are added up first and the tax
 * taken from their sum (one rounding per rate, not per line). Rates in ascending order; rates
 * with nothing on them are left out. The taxes add up to the tax total by construction.
 */
export function taxBreakdown(items: readonly { gross: number; rateBps: number }[]): TaxShare[] {
  const byRate = new Map<number, number>();
  for (const item of items) byRate.set(item.rateBps, (byRate.get(item.rateBps) ?? 0) + item.gross);
  return [...byRate.entries()]
    .filter(([, gross]) => gross > 0)
    .sort(([a], [b]) => a - b)
    .map(([rateBps, gross]) => ({ rateBps, gross, ...taxOfGross(gross, rateBps) }));
}

export interface SaleLineInput {
  quantity: number;
  unitPrice: number;
  taxRateBps: number;
}

export type SaleDiscount = { kind: 'amount'; amount: number } | { kind: 'percent'; percentBps: number };

export interface SaleInput {
  lines: readonly SaleLineInput[];
  discount?: SaleDiscount | null;
  /** What the redeemed loyalty points are worth. */
  loyaltyValue?: number;
  tips?: readonly { amount: number }[];
  /** Paid online before the visit and counted towards it. */
  deposit?: number;
}

export interface SaleLineTotals {
  gross: number;
  /** The line's share of the discount and the loyalty redemption. */
  discount: number;
  total: number;
}

export interface SaleTotals {
  lines: SaleLineTotals[];
  subtotal: number;
  discount: number;
  loyaltyValue: number;
  linesTotal: number;
  tips: number;
  total: number;
  taxBreakdown: TaxShare[];
  taxTotal: number;
  deposit: number;
  amountDue: number;
}

export type SaleProblem =
  /** The discount is larger than the lines. */
  | 'DiscountExceedsSubtotal'
  /** The points are worth more than what is left after the discount. */
  | 'LoyaltyExceedsTotal'
  /** More was paid online than the sale comes to: refund the difference first. */
  | 'DepositExceedsTotal';

export type SaleResult = { ok: true; totals: SaleTotals } | { ok: false; problem: SaleProblem };

/**
 * A sale's totals. The discount and loyalty redemption are spread over the lines in proportion
 * to their gross so that each tax rate carries its share; tips are outside tax and discount.
 */
export function computeSale(input: SaleInput): SaleResult {
  const grosses = input.lines.map((l) => l.quantity * l.unitPrice);
  const subtotal = grosses.reduce((a, g) => a + g, 0);
  const discount = !input.discount
    ? 0
    : input.discount.kind === 'amount'
      ? input.discount.amount
      : mulDivRound(subtotal, input.discount.percentBps, 10_000);
  if (discount > subtotal) return { ok: false, problem: 'DiscountExceedsSubtotal' };
  const loyaltyValue = input.loyaltyValue ?? 0;
  if (loyaltyValue > subtotal - discount) return { ok: false, problem: 'LoyaltyExceedsTotal' };
  const reductions = allocate(discount + loyaltyValue, grosses);
  const lines = grosses.map((gross, i) => {
    const reduction = reductions[i] as number;
    return { gross, discount: reduction, total: gross - reduction };
  });
  const linesTotal = subtotal - discount - loyaltyValue;
  const tips = (input.tips ?? []).reduce((a, t) => a + t.amount, 0);
  const total = linesTotal + tips;
  const deposit = input.deposit ?? 0;
  if (deposit > total) return { ok: false, problem: 'DepositExceedsTotal' };
  const breakdown = taxBreakdown(
    lines.map((line, i) => ({ gross: line.total, rateBps: (input.lines[i] as SaleLineInput).taxRateBps })),
  );
  return {
    ok: true,
    totals: {
      lines,
      subtotal,
      discount,
      loyaltyValue,
      linesTotal,
      tips,
      total,
      taxBreakdown: breakdown,
      taxTotal: breakdown.reduce((a, b) => a + b.tax, 0),
      deposit,
      amountDue: total - deposit,
    },
  };
}

/** Whether the payments taken at the counter add up to the amount due, exactly. */
export function checkPayments(
  amountDue: number,
  payments: readonly { amount: number }[],
): { ok: true } | { ok: false; paid: number; due: number } {
  const paid = payments.reduce((a, p) => a + p.amount, 0);
  return paid === amountDue ? { ok: true } : { ok: false, paid, due: amountDue };
}

// ── Refunds ────────────────────────────────────────────────────────────────────────────────

export interface RefundableLine {
  id: string;
  quantity: number;
  total: number;
  taxRateBps: number;
  refundedQuantity: number;
  refundedAmount: number;
}

export interface RefundableTip {
  id: string;
  amount: number;
  refundedAmount: number;
}

export interface RefundAsk {
  full: boolean;
  lines: readonly { lineId: string; quantity: number }[];
  tips: readonly { tipId: string; amount: number }[];
  /** A free amount, spread over what is left of the lines. */
  amount?: number | undefined;
}

export interface RefundPlan {
  lines: { lineId: string; quantity: number; amount: number; taxRateBps: number }[];
  tips: { tipId: string; amount: number }[];
  linesAmount: number;
  tipAmount: number;
  amount: number;
  taxBreakdown: TaxShare[];
  taxTotal: number;
}

export type RefundProblem =
  | { code: 'UnknownLine'; index: number }
  | { code: 'UnknownTip'; index: number }
  | { code: 'QuantityExceeds'; index: number; left: number }
  | { code: 'TipExceeds'; index: number; left: number }
  | { code: 'AmountExceeds'; left: number }
  | { code: 'NothingToRefund' };

/**
 * What a refund gives back of each line and tip. Returning pieces of a line gives back their
 * share of what the line cost after discount (the last pieces whatever is left of it, so a line
 * refunded piece by piece adds up to its total); a free amount is spread over what remains.
 */
export function planRefund(
  sale: { lines: readonly RefundableLine[]; tips: readonly RefundableTip[] },
  ask: RefundAsk,
): { ok: true; plan: RefundPlan } | { ok: false; problem: RefundProblem } {
  const perLine = new Map<string, { quantity: number; amount: number }>();
  const leftOf = (line: RefundableLine) => line.total - line.refundedAmount;
  const tipsOut: { tipId: string; amount: number }[] = [];

  if (ask.full) {
    for (const line of sale.lines) {
      const quantity = line.quantity - line.refundedQuantity;
      if (quantity > 0 || leftOf(line) > 0) perLine.set(line.id, { quantity, amount: leftOf(line) });
    }
    for (const tip of sale.tips) {
      const left = tip.amount - tip.refundedAmount;
      if (left > 0) tipsOut.push({ tipId: tip.id, amount: left });
    }
  } else {
    for (const [index, ask1] of ask.lines.entries()) {
      const line = sale.lines.find((l) => l.id === ask1.lineId);
      if (!line) return { ok: false, problem: { code: 'UnknownLine', index } };
      const piecesLeft = line.quantity - line.refundedQuantity;
      if (ask1.quantity > piecesLeft)
        return { ok: false, problem: { code: 'QuantityExceeds', index, left: piecesLeft } };
      const amount =
        ask1.quantity === piecesLeft
          ? leftOf(line)
          : Math.min(leftOf(line), mulDivRound(line.total, ask1.quantity, line.quantity));
      perLine.set(line.id, { quantity: ask1.quantity, amount });
    }
    for (const [index, ask1] of ask.tips.entries()) {
      const tip = sale.tips.find((t) => t.id === ask1.tipId);
      if (!tip) return { ok: false, problem: { code: 'UnknownTip', index } };
      const left = tip.amount - tip.refundedAmount;
      if (ask1.amount > left) return { ok: false, problem: { code: 'TipExceeds', index, left } };
      tipsOut.push({ tipId: tip.id, amount: ask1.amount });
    }
    if (ask.amount) {
      const remaining = sale.lines.map((line) => leftOf(line) - (perLine.get(line.id)?.amount ?? 0));
      const left = remaining.reduce((a, r) => a + r, 0);
      if (ask.amount > left) return { ok: false, problem: { code: 'AmountExceeds', left } };
      const shares = allocate(ask.amount, remaining);
      sale.lines.forEach((line, i) => {
        const share = shares[i] as number;
        if (share === 0) return;
        const before = perLine.get(line.id) ?? { quantity: 0, amount: 0 };
        perLine.set(line.id, { quantity: before.quantity, amount: before.amount + share });
      });
    }
  }

  const lines = sale.lines
    .filter((line) => perLine.has(line.id))
    .map((line) => ({
      lineId: line.id,
      taxRateBps: line.taxRateBps,
      ...(perLine.get(line.id) as { quantity: number; amount: number }),
    }));
  const linesAmount = lines.reduce((a, l) => a + l.amount, 0);
  const tipAmount = tipsOut.reduce((a, t) => a + t.amount, 0);
  if (linesAmount + tipAmount === 0) return { ok: false, problem: { code: 'NothingToRefund' } };
  const breakdown = taxBreakdown(lines.map((l) => ({ gross: l.amount, rateBps: l.taxRateBps })));
  return {
    ok: true,
    plan: {
      lines,
      tips: tipsOut,
      linesAmount,
      tipAmount,
      amount: linesAmount + tipAmount,
      taxBreakdown: breakdown,
      taxTotal: breakdown.reduce((a, b) => a + b.tax, 0),
    },
  };
}

// ── Money movements ────────────────────────────────────────────────────────────────────────

export interface Movement {
  id: string;
  kind: 'charge' | 'refund' | 'fee';
  amount: number;
  /** For a refund: the charge or fee it gives money back from. */
  refundOf: string | null;
  method: string;
}

/** What is left to give back of each charge and fee. */
export function refundableByCharge(movements: readonly Movement[]): Map<string, number> {
  const left = new Map<string, number>();
  for (const m of movements) if (m.kind !== 'refund') left.set(m.id, m.amount);
  for (const m of movements) {
    if (m.kind === 'refund' && m.refundOf) left.set(m.refundOf, (left.get(m.refundOf) ?? 0) - m.amount);
  }
  return left;
}

/** Charged (charges and fees), refunded, and the difference. */
export function moneyBalance(movements: readonly Movement[]): {
  charged: number;
  refunded: number;
  net: number;
} {
  let charged = 0;
  let refunded = 0;
  for (const m of movements) {
    if (m.kind === 'refund') refunded += m.amount;
    else charged += m.amount;
  }
  return { charged, refunded, net: charged - refunded };
}

/**
 * Which charges a refund of `amount` comes from: the newest first, each at most what is left of
 * it, only those whose method `may` allows (money paid online goes back through Stripe, not the
 * counter). Null when they cannot cover it: a refund never exceeds what was charged.
 */
export function refundSources(
  movements: readonly Movement[],
  amount: number,
  may: (method: string) => boolean = () => true,
): { chargeId: string; method: string; amount: number }[] | null {
  const left = refundableByCharge(movements);
  const sources: { chargeId: string; method: string; amount: number }[] = [];
  let rest = amount;
  for (const m of [...movements].reverse()) {
    if (rest === 0) break;
    if (m.kind === 'refund' || !may(m.method)) continue;
    const take = Math.min(rest, left.get(m.id) ?? 0);
    if (take > 0) {
      sources.push({ chargeId: m.id, method: m.method, amount: take });
      rest -= take;
    }
  }
  return rest === 0 ? sources : null;
}
