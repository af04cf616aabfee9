import { z } from 'zod';
import { csvExportQuery } from './common.ts';
import { taxRateBps } from './products.ts';
import { currencyCode, isoDate } from './scalars.ts';
import { lines } from './text.ts';

/**
 * Checkout and sales: the admin API of paying for a visit or a walk-in sale, its receipt, refunds
 * (each a credit note) and the sales report.
 *
 * Routes (all under /api/admin/shops/:shopId):
 * - GET  /appointments/:id/checkout                                         → `checkoutDraftResponse`
 *   What the checkout form starts from: the booked services with their item ids, stylists and
 *   prices, the deposit paid online, the customer's points and card on file, and the sale if
 *   already checked out.
 * - POST /appointments/:id/checkout        body `checkoutRequest`            → 201 `saleResponse`
 *   Pays a visit: its services (from the appointment unless `services` is given), products,
 *   discount, tips, loyalty points; the online deposit already paid is deducted by the server.
 *   The appointment becomes completed.
 * - POST /sales                            body `walkInSaleRequest`          → 201 `saleResponse`
 * - GET  /sales?from&to&page&pageSize      query `saleListQuery`             → `saleListResponse`
 * - GET  /sales/:id                                                          → `saleResponse`
 * - POST /sales/:id/refunds                body `refundRequest`              → 201 `saleResponse`
 *   The visit's loyalty points earned on the refunded share go back (a ledger `Adjust` with the
 *   refund's reason), never below a balance of zero.
 * - GET  /sales/:id/receipt.pdf                                              → application/pdf
 * - GET  /sales/:id/credit-notes/:creditNoteId/pdf                          → application/pdf
 * - POST /sales/:id/receipt/email          body `emailReceiptRequest`        → `emailReceiptResponse`
 * - GET  /sales-report?from&to             query `salesReportQuery`          → `salesReportResponse`
 * - GET  /sales-report.csv?from&to         query `salesReportCsvQuery`       → text/csv, one row per sale
 *
 * Amounts are integer minor units of the shop's currency (`currency` on each sale). Prices are
 * tax-inclusive, as salons in the EU show them; tax rates are basis points (1900 = 19.00 %).
 *
 * Errors worth handling in a form: 400 `ValidationError` with `details[].path` naming the field
 * (for payments that do not add up: `body.payments`, the message saying what is due);
 * 409 `AlreadyCheckedOut` (the visit has a sale), `InvalidTransition` (a cancelled or no-show
 * visit), `AppointmentNotStarted`, `InsufficientStock`, `InsufficientPoints`, `LoyaltyOff`,
 * `RefundExceedsPaid` (details.refundable says what is left), `CardOnFileUnavailable`;
 * 402 `CardDeclined` (the card on file was declined; nothing was charged, nothing written).
 * Read-only staff get 403; another shop's sale 404.
 */

const amount = z
  .number({ message: 'Must be an amount in minor units' })
  .int({ message: 'Must be a whole number of minor units' })
  .min(0, { message: 'Must not be negative' })
  .max(100_000_000, { message: 'Too large' });
const positiveAmount = amount.min(1, { message: 'Must be more than 0' });
const reason = lines().trim().min(1, { message: 'Say why' }).max(500, { message: 'At most 500 characters' });

/** How money is taken at the counter. `online` is never sent: the deposit paid online is found by the server. */
export const counterPaymentMethods = ['cash', 'card_terminal', 'card_on_file'] as const;
export type CounterPaymentMethod = (typeof counterPaymentMethods)[number];
/** Every way a sale can have been paid, `online` being the deposit or prepayment in the widget. */
export const salePaymentMethods = ['online', 'card_on_file', 'cash', 'card_terminal'] as const;
export type SalePaymentMethod = (typeof salePaymentMethods)[number];

/**
 * A service done. On a visit's checkout, `appointmentItemId` names the booked service (its
 * stylist and booked price are taken from it); a service added at the counter, or any service of
 * a walk-in sale, names `serviceId` and `stylistId`. `price` overrides the booked or menu price
 * and then needs `priceReason`. `taxRateBps` defaults to the shop's service tax rate.
 */
export const checkoutServiceLine = z
  .object({
    appointmentItemId: z.uuid({ message: 'Must be an appointment item id' }).optional(),
    serviceId: z.uuid({ message: 'Must be a service id' }).optional(),
    stylistId: z.uuid({ message: 'Must be a stylist id' }).optional(),
    price: amount.optional(),
    priceReason: reason.optional(),
    taxRateBps: taxRateBps.optional(),
  })
  .superRefine((line, ctx) => {
    if (!line.appointmentItemId && !line.serviceId) {
      ctx.addIssue({ code: 'custom', path: ['serviceId'], message: 'Name the service' });
    }
    if (line.serviceId && !line.appointmentItemId && !line.stylistId) {
      ctx.addIssue({ code: 'custom', path: ['stylistId'], message: 'Name who did the service' });
    }
  });
export type CheckoutServiceLine = z.output<typeof checkoutServiceLine>;

/** A retail product sold; its price and tax rate are the product's. */
export const checkoutProductLine = z.object({
  productId: z.uuid({ message: 'Must be a product id' }),
  quantity: z.number().int({ message: 'Must be a whole number' }).min(1).max(1000),
  /** Who sold it, for the report (optional). */
  stylistId: z.uuid({ message: 'Must be a stylist id' }).optional(),
});
export type CheckoutProductLine = z.output<typeof checkoutProductLine>;

/** A discount of the whole sale (not of tips): an amount, or a percentage in basis points (1000 = 10 %). */
export const checkoutDiscount = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('amount'), amount: positiveAmount, reason: reason.optional() }),
    z.object({
      kind: z.literal('percent'),
      percentBps: z.number().int().min(1).max(10_000, { message: 'At most 100 %' }),
      reason: reason.optional(),
    }),
  ],
  { message: 'Must be an amount or a percent discount' },
);
export type CheckoutDiscount = z.output<typeof checkoutDiscount>;

/** A tip for one stylist; tips carry no tax and take no discount. */
export const checkoutTip = z.object({
  stylistId: z.uuid({ message: 'Must be a stylist id' }),
  amount: positiveAmount,
});

/** Money taken at the counter. The amounts must add up exactly to the amount due. */
export const checkoutPayment = z.object({
  method: z.enum(counterPaymentMethods, { message: 'Must be cash, card_terminal or card_on_file' }),
  amount: positiveAmount,
});
export type CheckoutPayment = z.output<typeof checkoutPayment>;

const checkoutFields = {
  products: z.array(checkoutProductLine).max(100).default([]),
  discount: checkoutDiscount.nullish(),
  tips: z.array(checkoutTip).max(50).default([]),
  payments: z.array(checkoutPayment).max(10).default([]),
  note: lines().trim().max(1000).optional(),
  /** E-mail the receipt to the customer (in their language) once the sale is made. */
  emailReceipt: z.boolean().default(false),
};

const noRepeats = <T>(
  items: readonly T[],
  key: (item: T) => string | undefined,
  path: string,
  ctx: z.RefinementCtx,
) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const k = key(item);
    if (k === undefined) return;
    if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [path, index], message: 'Listed twice' });
    seen.add(k);
  });
};

/**
 * Checking out a visit. `services` omitted: every booked service at its booked price. Given: the
 * services charged (booked ones by `appointmentItemId`, extras by `serviceId`).
 */
export const checkoutRequest = z
  .object({
    services: z.array(checkoutServiceLine).max(50).optional(),
    /** Loyalty points the customer redeems on this visit, at the shop's rate. */
    loyaltyPoints: z.number().int().min(1).max(10_000_000).optional(),
    ...checkoutFields,
  })
  .superRefine((body, ctx) => {
    noRepeats(body.services ?? [], (s) => s.appointmentItemId, 'services', ctx);
    noRepeats(body.tips, (t) => t.stylistId, 'tips', ctx);
  });
export type CheckoutRequest = z.output<typeof checkoutRequest>;

/** A sale without an appointment: services by `serviceId` and `stylistId`, and/or products. */
export const walkInSaleRequest = z
  .object({
    customerId: z.uuid({ message: 'Must be a customer id' }).nullish(),
    services: z.array(checkoutServiceLine).max(50).default([]),
    ...checkoutFields,
  })
  .superRefine((body, ctx) => {
    if (body.services.length === 0 && body.products.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['products'], message: 'Add a service or a product' });
    }
    body.services.forEach((s, index) => {
      if (s.appointmentItemId) {
        ctx.addIssue({
          code: 'custom',
          path: ['services', index, 'appointmentItemId'],
          message: 'A walk-in sale has no appointment',
        });
      }
    });
    noRepeats(body.tips, (t) => t.stylistId, 'tips', ctx);
  });
export type WalkInSaleRequest = z.output<typeof walkInSaleRequest>;

/**
 * A refund: of sale lines (products go back to stock unless `restock` is false), of tips, and/or
 * a free `amount` spread over what is left of the lines. `full: true` refunds everything still
 * refundable. Money goes back the way it was paid at the counter (cash, card terminal); what was
 * paid online is refunded through the online payment. Every refund issues a credit note.
 */
export const refundRequest = z
  .object({
    reason,
    full: z.boolean().default(false),
    lines: z
      .array(
        z.object({
          lineId: z.uuid({ message: 'Must be a sale line id' }),
          quantity: z.number().int().min(1).max(1000),
        }),
      )
      .max(100)
      .default([]),
    tips: z
      .array(z.object({ tipId: z.uuid({ message: 'Must be a tip id' }), amount: positiveAmount }))
      .max(50)
      .default([]),
    amount: positiveAmount.optional(),
    restock: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (!body.full && body.lines.length === 0 && body.tips.length === 0 && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Choose what to refund' });
    }
    if (body.full && (body.lines.length > 0 || body.tips.length > 0 || body.amount !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['full'], message: 'A full refund names nothing else' });
    }
    noRepeats(body.lines, (l) => l.lineId, 'lines', ctx);
    noRepeats(body.tips, (t) => t.tipId, 'tips', ctx);
  });
export type RefundRequest = z.output<typeof refundRequest>;

export const emailReceiptRequest = z.object({
  /** Another address than the customer's (a walk-in who wants it by mail). */
  to: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: 'Must be a valid e-mail address' }))
    .optional(),
});
export const emailReceiptResponse = z.object({ queued: z.literal(true), to: z.string() });

/** One tax rate's share of a total: gross (tax included) = net + tax. */
export const taxBreakdownLine = z.object({
  rateBps: z.number().int(),
  gross: z.number().int(),
  net: z.number().int(),
  tax: z.number().int(),
});
export type TaxBreakdownLine = z.output<typeof taxBreakdownLine>;

export const saleStatuses = ['completed', 'partially_refunded', 'refunded'] as const;
export type SaleStatus = (typeof saleStatuses)[number];

export const saleLineResponse = z.object({
  id: z.uuid(),
  kind: z.enum(['service', 'product']),
  name: z.string(),
  serviceId: z.uuid().nullable(),
  productId: z.uuid().nullable(),
  appointmentItemId: z.uuid().nullable(),
  stylistId: z.uuid().nullable(),
  stylistName: z.string().nullable(),
  quantity: z.number().int(),
  /** Booked or menu price of one, before any adjustment. */
  listUnitPrice: z.number().int(),
  unitPrice: z.number().int(),
  priceReason: z.string().nullable(),
  /** quantity × unitPrice. */
  gross: z.number().int(),
  /** This line's share of the discount and loyalty redemption. */
  discount: z.number().int(),
  /** gross − discount: what the line costs, tax included. */
  total: z.number().int(),
  taxRateBps: z.number().int(),
  refundedQuantity: z.number().int(),
  refundedAmount: z.number().int(),
});

export const saleTipResponse = z.object({
  id: z.uuid(),
  stylistId: z.uuid(),
  stylistName: z.string(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
});

export const salePaymentResponse = z.object({
  id: z.uuid(),
  kind: z.enum(['charge', 'refund', 'fee']),
  method: z.enum(salePaymentMethods),
  amount: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const creditNoteResponse = z.object({
  id: z.uuid(),
  /** Its own gapless series per shop. */
  number: z.number().int(),
  receiptNumber: z.number().int(),
  amount: z.number().int(),
  taxTotal: z.number().int(),
  taxBreakdown: z.array(taxBreakdownLine),
  reason: z.string(),
  issuedAt: z.string(),
  /** GET path of its PDF. */
  pdfPath: z.string(),
});

export const saleResponse = z.object({
  id: z.uuid(),
  appointmentId: z.uuid().nullable(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  /** Who checked out. */
  staffName: z.string().nullable(),
  currency: currencyCode,
  status: z.enum(saleStatuses),
  /** Sum of the lines' gross. */
  subtotal: z.number().int(),
  discount: z.number().int(),
  discountReason: z.string().nullable(),
  loyaltyPoints: z.number().int(),
  loyaltyValue: z.number().int(),
  /** Lines after discount and loyalty, tax included, tips excluded. */
  linesTotal: z.number().int(),
  tips: z.number().int(),
  /** linesTotal + tips. */
  total: z.number().int(),
  taxTotal: z.number().int(),
  taxBreakdown: z.array(taxBreakdownLine),
  /** Paid online before the visit (deposit, prepayment) and counted towards this sale. */
  deposit: z.number().int(),
  /** total − deposit: what was taken at the counter. */
  amountDue: z.number().int(),
  /** Everything paid for the sale (deposit included) less everything refunded. */
  paid: z.number().int(),
  refunded: z.number().int(),
  /** What a further refund can still give back at the counter. */
  refundable: z.number().int(),
  note: z.string().nullable(),
  lines: z.array(saleLineResponse),
  tipLines: z.array(saleTipResponse),
  payments: z.array(salePaymentResponse),
  receipt: z.object({
    number: z.number().int(),
    issuedAt: z.string(),
    pdfPath: z.string(),
  }),
  creditNotes: z.array(creditNoteResponse),
  createdAt: z.string(),
});
export type SaleResponse = z.output<typeof saleResponse>;

export const saleListQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: '`to` must not be before `from`',
    path: ['to'],
  });

export const saleSummaryResponse = z.object({
  id: z.uuid(),
  receiptNumber: z.number().int(),
  appointmentId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  currency: currencyCode,
  status: z.enum(saleStatuses),
  total: z.number().int(),
  refunded: z.number().int(),
  createdAt: z.string(),
});
export const saleListResponse = z.object({
  items: z.array(saleSummaryResponse),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const period = z.object({ from: isoDate, to: isoDate });
const inOrder = (q: { from: string; to: string }) => q.from <= q.to;
const outOfOrder = { message: '`to` must not be before `from`', path: ['to'] };

/** A day or period in the shop's time zone, both ends included; at most a year. */
export const salesReportQuery = period.refine(inOrder, outOfOrder);

/** The period of the report's CSV, and how the file is written (`csvExportQuery`). */
export const salesReportCsvQuery = period.extend(csvExportQuery.shape).refine(inOrder, outOfOrder);

export const salesReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  currency: currencyCode,
  sales: z.number().int(),
  /** Lines after discounts (services + products), tax included. */
  revenue: z.number().int(),
  services: z.number().int(),
  products: z.number().int(),
  tips: z.number().int(),
  discounts: z.number().int(),
  taxTotal: z.number().int(),
  taxBreakdown: z.array(taxBreakdownLine),
  /** Money in per method (charges) and back (refunds); `net` = in − back. */
  byMethod: z.array(
    z.object({
      method: z.enum(salePaymentMethods),
      charged: z.number().int(),
      refunded: z.number().int(),
      net: z.number().int(),
    }),
  ),
  tipsByStylist: z.array(
    z.object({ stylistId: z.uuid(), stylistName: z.string(), amount: z.number().int() }),
  ),
  /** Credit notes issued in the period. */
  refunds: z.object({ count: z.number().int(), amount: z.number().int() }),
  /** Everything taken less everything given back in the period. */
  netTaken: z.number().int(),
});
export type SalesReportResponse = z.output<typeof salesReportResponse>;

/** What the checkout form of a visit starts from. */
export const checkoutDraftResponse = z.object({
  appointmentId: z.uuid(),
  status: z.string(),
  currency: currencyCode,
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }).nullable(),
  services: z.array(
    z.object({
      appointmentItemId: z.uuid(),
      serviceId: z.uuid().nullable(),
      name: z.string(),
      stylistId: z.uuid(),
      stylistName: z.string(),
      /** The booked price (tax included). */
      price: z.number().int(),
      /** The shop's service tax rate, the default of each service line. */
      taxRateBps: z.number().int(),
    }),
  ),
  /** Paid online before the visit; deducted from what is due. */
  deposit: z.number().int(),
  /** Points redeemed when booking, already counted in the sale. */
  redeemed: z.object({ points: z.number().int(), value: z.number().int() }),
  /** Null when the shop's loyalty programme is off or the visit has no customer. */
  loyalty: z
    .object({
      balance: z.number().int(),
      /** `redeemPoints` points are worth `redeemAmount` minor units. */
      redeemPoints: z.number().int(),
      redeemAmount: z.number().int(),
      minimumRedeemPoints: z.number().int(),
    })
    .nullable(),
  /** Set when the visit was already checked out: open that sale instead. */
  saleId: z.uuid().nullable(),
  /**
   * The card the customer keeps with the salon, which a `card_on_file` payment charges; null
   * (or absent, from servers before it) when there is none. `brand` is Stripe's (`visa`, `mastercard`, …).
   */
  cardOnFile: z.object({ brand: z.string(), last4: z.string() }).nullable().optional(),
});
export type CheckoutDraftResponse = z.output<typeof checkoutDraftResponse>;

export const saleIdParams = z.object({ shopId: z.uuid(), id: z.uuid() });
export const creditNoteParams = z.object({ shopId: z.uuid(), id: z.uuid(), creditNoteId: z.uuid() });
