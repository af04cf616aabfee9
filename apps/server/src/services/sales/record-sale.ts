import type { IssuerSnapshot, ShopRow, Tx } from '@salon/db';
import {
  AppError,
  type CheckoutDiscount,
  type CheckoutPayment,
  checkPayments,
  computeSale,
  formatMoney,
  type SaleProblem,
} from '@salon/domain';
import { attachMovementsToSale, insertMovements } from '../../repositories/payments.ts';
import {
  insertReceipt,
  insertSale,
  insertSaleLines,
  insertSaleTips,
  nextDocumentNumber,
} from '../../repositories/sales.ts';
import type { CardOnFileCharge } from '../online-payments/charge-card-on-file.ts';
import { applyStockMovement } from '../products/stock-ledger.ts';
import { invalid, type PricedLine } from './sale-input.ts';

/** The seller as the receipt prints it, frozen at issue: a later change of address does not rewrite old receipts. */
export const issuerOf = (shop: ShopRow): IssuerSnapshot => ({
  name: shop.name,
  legalName: shop.legalName,
  address: shop.address,
  phone: shop.phone,
  taxId: shop.taxId,
});

// Messages of the API are English; the client translates them by code.
const formatted = (amount: number, currency: string) => formatMoney(amount, currency, 'en');

const problems: Record<SaleProblem, { path: string; message: string }> = {
  DiscountExceedsSubtotal: {
    path: 'body.discount',
    message: 'The discount is more than the services and products',
  },
  LoyaltyExceedsTotal: {
    path: 'body.loyaltyPoints',
    message: 'The points are worth more than is left to pay',
  },
  DepositExceedsTotal: {
    path: 'body.services',
    message: 'More was paid online than this sale comes to: refund the difference first',
  },
};

/** The largest sale, in minor units (1,000,000.00 in a currency with cents). */
export const MAX_SALE = 100_000_000;

export interface SaleToRecord {
  shop: ShopRow;
  actorUserId: string;
  appointmentId: string | null;
  customerId: string | null;
  lines: PricedLine[];
  discount: CheckoutDiscount | null | undefined;
  loyalty: { points: number; value: number };
  tips: readonly { stylistId: string; amount: number }[];
  /** Online charges (and their refunds) of the visit, counted towards the sale. */
  deposit: { amount: number; transactionIds: string[] };
  payments: readonly CheckoutPayment[];
  note: string | null | undefined;
  now: Date;
  /** Charges the customer's card on file; without it a `card_on_file` payment is refused. */
  chargeCardOnFile?: CardOnFileCharge;
}

/**
 * Writes a sale in the caller's transaction: its lines and tips, the money taken at the counter,
 * the online deposit linked to it, the products out of stock, and last its receipt with the next
 * number of the shop's series (last, so the counter is locked only for the end of the transaction).
 */
export async function recordSale(
  tx: Tx,
  input: SaleToRecord,
): Promise<{ saleId: string; receiptNumber: number }> {
  const { shop } = input;
  const result = computeSale({
    lines: input.lines,
    discount: input.discount ?? null,
    loyaltyValue: input.loyalty.value,
    tips: input.tips,
    deposit: input.deposit.amount,
  });
  if (!result.ok) {
    const { path, message } = problems[result.problem];
    throw invalid(path, message);
  }
  const totals = result.totals;
  // Every amount column is a 32-bit integer; no salon sale comes near this, a typing slip can.
  if (totals.subtotal > MAX_SALE || totals.total > MAX_SALE) {
    throw invalid(
      totals.subtotal > MAX_SALE ? 'body.products' : 'body.tips',
      `A sale is at most ${formatted(MAX_SALE, shop.currency)}`,
    );
  }
  const paid = checkPayments(totals.amountDue, input.payments);
  if (!paid.ok) {
    throw invalid(
      'body.payments',
      `The payments add up to ${formatted(paid.paid, shop.currency)} but ${formatted(paid.due, shop.currency)} is due`,
    );
  }
  const onFile = input.payments.findIndex((p) => p.method === 'card_on_file');
  if (onFile >= 0 && !input.chargeCardOnFile) {
    // Charging a saved card needs the customer's Stripe payment method and an off-session charge;
    // until that exists the money is taken at the terminal, never recorded as taken when it was not.
    throw new AppError('CardOnFileUnavailable', 'A saved card cannot be charged at checkout', {
      details: [
        { path: `body.payments.${onFile}.method`, message: 'Take the payment by card terminal or cash' },
      ],
    });
  }

  const saleId = await insertSale(tx, {
    shopId: shop.id,
    appointmentId: input.appointmentId,
    customerId: input.customerId,
    staffUserId: input.actorUserId,
    currency: shop.currency,
    subtotal: totals.subtotal,
    discountAmount: totals.discount,
    discountReason: input.discount?.reason ?? null,
    loyaltyPoints: input.loyalty.points,
    loyaltyAmount: totals.loyaltyValue,
    linesTotal: totals.linesTotal,
    tipTotal: totals.tips,
    total: totals.total,
    taxTotal: totals.taxTotal,
    taxBreakdown: totals.taxBreakdown,
    depositAmount: totals.deposit,
    amountDue: totals.amountDue,
    note: input.note || null,
    createdAt: input.now,
    updatedAt: input.now,
  });

  await insertSaleLines(
    tx,
    input.lines.map((line, position) => {
      const t = totals.lines[position] as { gross: number; discount: number; total: number };
      return {
        saleId,
        shopId: shop.id,
        position,
        kind: line.kind,
        serviceId: line.serviceId,
        productId: line.productId,
        appointmentItemId: line.appointmentItemId,
        stylistId: line.stylistId,
        name: line.name,
        quantity: line.quantity,
        listUnitPrice: line.listUnitPrice,
        unitPrice: line.unitPrice,
        priceReason: line.priceReason,
        grossAmount: t.gross,
        discountAmount: t.discount,
        totalAmount: t.total,
        taxRateBps: line.taxRateBps,
      };
    }),
  );
  if (input.tips.length > 0) {
    await insertSaleTips(
      tx,
      input.tips.map((tip) => ({
        saleId,
        shopId: shop.id,
        stylistId: tip.stylistId,
        amount: tip.amount,
      })),
    );
  }
  if (input.payments.length > 0) {
    // Charged just before its row is written: a declined card leaves nothing of the sale, and a
    // sale failing after the charge (stock, the commit) is refunded by the caller's withCardOnFile.
    const intents = new Map<number, string>();
    for (const [index, p] of input.payments.entries()) {
      if (p.method === 'card_on_file' && input.chargeCardOnFile)
        intents.set(
          index,
          await input.chargeCardOnFile(tx, {
            customerId: input.customerId,
            amount: p.amount,
            index,
          }),
        );
    }
    await insertMovements(
      tx,
      input.payments.map((p, index) => ({
        stripePaymentIntentId: intents.get(index) ?? null,
        shopId: shop.id,
        appointmentId: input.appointmentId,
        saleId,
        customerId: input.customerId,
        kind: 'charge',
        method: p.method,
        status: 'succeeded',
        amount: p.amount,
        currency: shop.currency,
        actorUserId: input.actorUserId,
        createdAt: input.now,
        updatedAt: input.now,
      })),
    );
  }
  if (input.deposit.transactionIds.length > 0) {
    await attachMovementsToSale(tx, input.deposit.transactionIds, saleId, input.now);
  }
  // Products in one order across checkouts, so two sales of the same products never wait on each other in a circle.
  const sold = input.lines.filter((l) => l.kind === 'product' && l.productId);
  sold.sort((a, b) => ((a.productId as string) < (b.productId as string) ? -1 : 1));
  for (const line of sold) {
    if (!line.productId) continue;
    await applyStockMovement(tx, {
      shopId: shop.id,
      productId: line.productId,
      delta: -line.quantity,
      kind: 'sold',
      reason: null,
      actorId: input.actorUserId,
    });
  }
  const number = await nextDocumentNumber(tx, shop.id, 'receipt');
  await insertReceipt(tx, { shopId: shop.id, saleId, number, issuer: issuerOf(shop), issuedAt: input.now });
  return { saleId, receiptNumber: number };
}
