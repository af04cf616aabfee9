import {
  type CheckoutRequest,
  type CounterPaymentMethod,
  computeSale,
  type SaleProblem,
  type SaleTotals,
  valueOfPoints,
} from '@salon/domain';
import type { CheckoutBody, CheckoutDraft, WalkInSaleBody } from '../../../api/sales.ts';
import { readMoney } from '../../../lib/money.ts';

/*
 * The checkout form's values and what they come to. Prices and amounts are kept as typed and read
 * with the one money parser; the live summary is the domain's computeSale, the same rules the
 * server charges by, so the Pay button opens exactly when the server would accept the payments.
 */

export interface ServiceRow {
  key: string;
  /** A booked service of the visit; absent for a service added at the counter or a walk-in. */
  appointmentItemId?: string;
  serviceId: string | null;
  stylistId: string | null;
  name: string;
  /** The booked or menu price (minor units), against which a change needs a reason. */
  listPrice: number;
  price: string;
  reason: string;
  taxRateBps: number;
}

export interface ProductRow {
  productId: string;
  name: string;
  unitPrice: number;
  taxRateBps: number;
  quantity: number;
}

export type DiscountKind = 'none' | 'amount' | 'percent';

export interface PaymentRow {
  key: string;
  method: CounterPaymentMethod;
  amount: string;
}

export interface SaleFormValues {
  services: ServiceRow[];
  products: ProductRow[];
  discountKind: DiscountKind;
  discount: string;
  discountReason: string;
  /** Tip text per stylist id. */
  tips: Record<string, string>;
  loyaltyPoints: number | '';
  payments: PaymentRow[];
  customerId: string | null;
  emailReceipt: boolean;
}

const brandNames: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** A card brand as Stripe names it (`visa`), as printed on the card (`Visa`). */
export const cardBrandName = (brand: string): string =>
  brandNames[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1).replaceAll('_', ' ');

/** Methods staff take money with at the counter; the saved card only when the customer keeps one. */
export const paymentMethodsFor = (cardOnFile: CheckoutDraft['cardOnFile']): CounterPaymentMethod[] =>
  cardOnFile ? ['cash', 'card_terminal', 'card_on_file'] : ['cash', 'card_terminal'];

/** Refusals of the card on file: shown at the payments, where another method can be chosen. */
export const cardOnFileErrors: ReadonlySet<string> = new Set([
  'CardDeclined',
  'NoCardOnFile',
  'CardOnFileUnavailable',
  'StripeUnreachable',
  'StripeKeyInvalid',
  'StripeNotConfigured',
]);

let nextKey = 0;
export const rowKey = () => `row-${++nextKey}`;

export const emptyPayment = (method: CounterPaymentMethod = 'cash', amount = ''): PaymentRow => ({
  key: rowKey(),
  method,
  amount,
});

export function initialSaleValues(
  draft: CheckoutDraft | null,
  toInput: (minor: number) => string,
): SaleFormValues {
  return {
    services: (draft?.services ?? []).map((s) => ({
      key: rowKey(),
      appointmentItemId: s.appointmentItemId,
      serviceId: s.serviceId,
      stylistId: s.stylistId,
      name: s.name,
      listPrice: s.price,
      price: toInput(s.price),
      reason: '',
      taxRateBps: s.taxRateBps,
    })),
    products: [],
    discountKind: 'none',
    discount: '',
    discountReason: '',
    tips: {},
    loyaltyPoints: '',
    payments: [emptyPayment()],
    customerId: null,
    emailReceipt: false,
  };
}

/** What the form reads from its values, with the i18n key of each field it cannot read. */
export interface SaleReading {
  totals: SaleTotals | null;
  problem: SaleProblem | null;
  /** Sum of the payments that could be read. */
  paid: number;
  /** amountDue − paid: what is still to allocate to a payment (negative: too much). */
  remaining: number;
  errors: Record<string, string>;
  servicePrices: number[];
  tips: { stylistId: string; amount: number }[];
  payments: { method: CounterPaymentMethod; amount: number }[];
  discount: CheckoutRequest['discount'];
  loyaltyValue: number;
}

export interface ReadContext {
  currency: string;
  locale: string;
  deposit: number;
  /** Points redeemed when booking, already counted in the sale. */
  redeemedValue: number;
  loyalty: CheckoutDraft['loyalty'];
}

const optionalMoney = (text: string, ctx: ReadContext) =>
  text.trim() === '' ? { minor: 0, error: null } : readMoney(text, ctx.currency, ctx.locale);

export function readSale(values: SaleFormValues, ctx: ReadContext): SaleReading {
  const errors: Record<string, string> = {};
  const servicePrices = values.services.map((row, i) => {
    const read = readMoney(row.price, ctx.currency, ctx.locale);
    if (read.error !== null) {
      errors[`services.${i}.price`] = read.error;
      return row.listPrice;
    }
    if (read.minor !== row.listPrice && row.reason.trim() === '') {
      errors[`services.${i}.reason`] = 'admin:checkout.validation.priceReason';
    }
    return read.minor;
  });
  values.services.forEach((row, i) => {
    if (!row.serviceId && !row.appointmentItemId)
      errors[`services.${i}.serviceId`] = 'admin:checkout.validation.service';
    if (!row.stylistId) errors[`services.${i}.stylistId`] = 'admin:checkout.validation.stylist';
  });

  let discount: CheckoutRequest['discount'] = null;
  if (values.discountKind === 'amount') {
    const read = readMoney(values.discount, ctx.currency, ctx.locale);
    if (read.error !== null) errors.discount = read.error;
    else if (read.minor <= 0) errors.discount = 'admin:checkout.validation.discount';
    else discount = { kind: 'amount', amount: read.minor };
  } else if (values.discountKind === 'percent') {
    const percent = Number(values.discount.trim().replace(',', '.'));
    const bps = Math.round(percent * 100);
    if (!values.discount.trim() || !Number.isFinite(percent) || bps < 1 || bps > 10_000)
      errors.discount = 'admin:checkout.validation.percent';
    else discount = { kind: 'percent', percentBps: bps };
  }
  if (discount && values.discountReason.trim())
    discount = { ...discount, reason: values.discountReason.trim() };

  const tips: SaleReading['tips'] = [];
  for (const [stylistId, text] of Object.entries(values.tips)) {
    const read = optionalMoney(text, ctx);
    if (read.error !== null) errors[`tips.${stylistId}`] = read.error;
    else if (read.minor > 0) tips.push({ stylistId, amount: read.minor });
  }

  let loyaltyValue = ctx.redeemedValue;
  if (values.loyaltyPoints !== '' && values.loyaltyPoints > 0 && ctx.loyalty) {
    if (values.loyaltyPoints > ctx.loyalty.balance) errors.loyaltyPoints = 'admin:checkout.validation.points';
    else if (values.loyaltyPoints < ctx.loyalty.minimumRedeemPoints)
      errors.loyaltyPoints = 'admin:checkout.validation.pointsMinimum';
    else loyaltyValue += valueOfPoints(ctx.loyalty, values.loyaltyPoints);
  }

  const payments: SaleReading['payments'] = [];
  values.payments.forEach((row, i) => {
    if (row.amount.trim() === '') return;
    const read = readMoney(row.amount, ctx.currency, ctx.locale);
    if (read.error !== null) errors[`payments.${i}.amount`] = read.error;
    else if (read.minor > 0) payments.push({ method: row.method, amount: read.minor });
  });

  const result = computeSale({
    lines: [
      ...values.services.map((row, i) => ({
        quantity: 1,
        unitPrice: servicePrices[i] as number,
        taxRateBps: row.taxRateBps,
      })),
      ...values.products.map((p) => ({
        quantity: p.quantity,
        unitPrice: p.unitPrice,
        taxRateBps: p.taxRateBps,
      })),
    ],
    discount,
    loyaltyValue,
    tips,
    deposit: ctx.deposit,
  });
  const totals = result.ok ? result.totals : null;
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  return {
    totals,
    problem: result.ok ? null : result.problem,
    paid,
    remaining: (totals?.amountDue ?? 0) - paid,
    errors,
    servicePrices,
    tips,
    payments,
    discount,
    loyaltyValue,
  };
}

/** Pay opens only for a sale that can be read, has something on it, and is paid exactly. */
export const mayPay = (values: SaleFormValues, reading: SaleReading) =>
  reading.totals !== null &&
  values.services.length + values.products.length > 0 &&
  reading.remaining === 0 &&
  !Object.keys(reading.errors).some((key) => key.startsWith('payments.'));

const serviceLines = (values: SaleFormValues, reading: SaleReading) =>
  values.services.map((row, i) => {
    const price = reading.servicePrices[i] as number;
    const changed = price !== row.listPrice;
    return {
      ...(row.appointmentItemId
        ? { appointmentItemId: row.appointmentItemId }
        : { serviceId: row.serviceId ?? undefined, stylistId: row.stylistId ?? undefined }),
      ...(changed || !row.appointmentItemId ? { price } : {}),
      ...(changed ? { priceReason: row.reason.trim() } : {}),
    };
  });

const common = (values: SaleFormValues, reading: SaleReading) => ({
  products: values.products.map((p) => ({ productId: p.productId, quantity: p.quantity })),
  discount: reading.discount,
  tips: reading.tips,
  payments: reading.payments,
  emailReceipt: values.emailReceipt,
});

export function checkoutBody(
  values: SaleFormValues,
  reading: SaleReading,
  redeemedValue: number,
): CheckoutBody {
  const untouched = values.services.every(
    (row, i) => row.appointmentItemId && reading.servicePrices[i] === row.listPrice,
  );
  return {
    // The booked services at their booked prices are what the server takes when none are named.
    ...(untouched && reading.servicePrices.length > 0 ? {} : { services: serviceLines(values, reading) }),
    ...(reading.loyaltyValue > redeemedValue && values.loyaltyPoints !== ''
      ? { loyaltyPoints: values.loyaltyPoints }
      : {}),
    ...common(values, reading),
  };
}

export const walkInBody = (values: SaleFormValues, reading: SaleReading): WalkInSaleBody => ({
  customerId: values.customerId,
  services: serviceLines(values, reading),
  ...common(values, reading),
});

/** Where the server's field errors show in the form (paths without `body.`). */
export function placeSaleError(path: string): readonly [string, string] | null {
  if (path === 'payments' || path.startsWith('payments'))
    return ['payments', 'admin:checkout.validation.payments'];
  const service = /^services\.(\d+)\.(price|priceReason)/.exec(path);
  if (service)
    return [
      `services.${service[1]}.${service[2] === 'price' ? 'price' : 'reason'}`,
      service[2] === 'price' ? 'admin:money.invalid' : 'admin:checkout.validation.priceReason',
    ];
  if (path.startsWith('discount')) return ['discount', 'admin:checkout.validation.discount'];
  if (path.startsWith('loyaltyPoints')) return ['loyaltyPoints', 'admin:checkout.validation.points'];
  return null;
}
