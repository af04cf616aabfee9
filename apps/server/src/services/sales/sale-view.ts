import type { Executor, ShopRow } from '@salon/db';
import { AppError, type SalePaymentMethod, type SaleResponse, type SaleStatus } from '@salon/domain';
import { customersByIds } from '../../repositories/customers.ts';
import { movementsOfSaleChargesFirst } from '../../repositories/payments.ts';
import {
  creditNotesOfSale,
  findSale,
  linesOfSaleWithStylists,
  receiptOfSale,
  tipsOfSaleWithStylists,
} from '../../repositories/sales.ts';
import { findUser } from '../../repositories/users.ts';

/** Money is given back at the counter only for what was taken there; online money goes back through Stripe. */
export const counterRefundable = (method: string) => method === 'cash' || method === 'card_terminal';

/** Money paid by card through Stripe (online, or the card on file) goes back as a Stripe refund. */
export const stripeRefundable = (method: string) => method === 'online' || method === 'card_on_file';

/** What a sale's refund may give back: the counter's money at the counter, the card money through Stripe. */
export const saleRefundable = (method: string) => counterRefundable(method) || stripeRefundable(method);

export const receiptPdfPath = (shopId: string, saleId: string) =>
  `/api/admin/shops/${shopId}/sales/${saleId}/receipt.pdf`;
export const creditNotePdfPath = (shopId: string, saleId: string, creditNoteId: string) =>
  `/api/admin/shops/${shopId}/sales/${saleId}/credit-notes/${creditNoteId}/pdf`;

export async function findSaleRow(
  db: Executor,
  shopId: string,
  id: string,
  options: { lock?: boolean } = {},
) {
  const row = await findSale(db, shopId, id, options);
  if (!row) throw new AppError('NotFound', 'No such sale');
  return row;
}

/** A sale as the admin shows it: lines, tips, money in and out, its receipt and credit notes. */
export async function saleView(db: Executor, shop: ShopRow, id: string): Promise<SaleResponse> {
  const sale = await findSaleRow(db, shop.id, id);
  const [lines, tips, money, receipt, notes, [customer], staff] = await Promise.all([
    linesOfSaleWithStylists(db, id),
    tipsOfSaleWithStylists(db, id),
    movementsOfSaleChargesFirst(db, id),
    receiptOfSale(db, id),
    creditNotesOfSale(db, id),
    sale.customerId ? customersByIds(db, [sale.customerId]) : Promise.resolve([]),
    sale.staffUserId ? findUser(db, sale.staffUserId) : Promise.resolve(undefined),
  ]);
  if (!receipt) throw new Error(`sale ${id} has no receipt`);
  const live = money.filter((m) => m.status !== 'failed');
  const charged = live.filter((m) => m.kind !== 'refund').reduce((a, m) => a + m.amount, 0);
  const refunded = live.filter((m) => m.kind === 'refund').reduce((a, m) => a + m.amount, 0);
  const counterLeft = live
    .filter((m) => m.kind !== 'refund' && saleRefundable(m.method))
    .reduce(
      (a, m) => a + m.amount - live.filter((r) => r.refundOf === m.id).reduce((b, r) => b + r.amount, 0),
      0,
    );
  return {
    id: sale.id,
    appointmentId: sale.appointmentId,
    customerId: sale.customerId,
    customerName: customer?.name ?? null,
    staffName: staff?.name ?? null,
    currency: sale.currency,
    status: sale.status as SaleStatus,
    subtotal: sale.subtotal,
    discount: sale.discountAmount,
    discountReason: sale.discountReason,
    loyaltyPoints: sale.loyaltyPoints,
    loyaltyValue: sale.loyaltyAmount,
    linesTotal: sale.linesTotal,
    tips: sale.tipTotal,
    total: sale.total,
    taxTotal: sale.taxTotal,
    taxBreakdown: sale.taxBreakdown,
    deposit: sale.depositAmount,
    amountDue: sale.amountDue,
    paid: charged - refunded,
    refunded: sale.refundedAmount,
    refundable: Math.min(counterLeft, sale.total - sale.refundedAmount),
    note: sale.note,
    lines: lines.map(({ line, stylistName }) => ({
      id: line.id,
      kind: line.kind as 'service' | 'product',
      name: line.name,
      serviceId: line.serviceId,
      productId: line.productId,
      appointmentItemId: line.appointmentItemId,
      stylistId: line.stylistId,
      stylistName,
      quantity: line.quantity,
      listUnitPrice: line.listUnitPrice,
      unitPrice: line.unitPrice,
      priceReason: line.priceReason,
      gross: line.grossAmount,
      discount: line.discountAmount,
      total: line.totalAmount,
      taxRateBps: line.taxRateBps,
      refundedQuantity: line.refundedQuantity,
      refundedAmount: line.refundedAmount,
    })),
    tipLines: tips.map(({ tip, stylistName }) => ({
      id: tip.id,
      stylistId: tip.stylistId,
      stylistName,
      amount: tip.amount,
      refundedAmount: tip.refundedAmount,
    })),
    payments: money.map((m) => ({
      id: m.id,
      kind: m.kind as 'charge' | 'refund' | 'fee',
      method: m.method as SalePaymentMethod,
      amount: m.amount,
      reason: m.reason,
      createdAt: m.createdAt.toISOString(),
    })),
    receipt: {
      number: receipt.number,
      issuedAt: receipt.issuedAt.toISOString(),
      pdfPath: receiptPdfPath(shop.id, id),
    },
    creditNotes: notes.map((note) => ({
      id: note.id,
      number: note.number,
      receiptNumber: receipt.number,
      amount: note.amount,
      taxTotal: note.taxTotal,
      taxBreakdown: note.taxBreakdown,
      reason: note.reason,
      issuedAt: note.issuedAt.toISOString(),
      pdfPath: creditNotePdfPath(shop.id, id, note.id),
    })),
    createdAt: sale.createdAt.toISOString(),
  };
}
