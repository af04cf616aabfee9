import type { ShopRow } from '@salon/db';
import { type Actor, AppError, isLocale } from '@salon/domain';
import { shopCountry } from '@salon/domain/country';
import type { ServiceContext } from '../../context.ts';
import { translator } from '../../i18n.ts';
import { chargesOfSale, refundsOfCreditNote } from '../../repositories/payments.ts';
import {
  creditNoteLinesWithSaleLines,
  findCreditNote,
  findReceipt,
  receiptOfSale,
} from '../../repositories/sales.ts';
import { findShopLogo } from '../../repositories/shops.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMaySell } from './can.ts';
import { renderSaleDocument, type SaleDocument } from './sale-document-pdf.ts';
import { saleView } from './sale-view.ts';

/**
 * The salon's logo as the PDF prints it: PNG and JPEG, which PDF readers draw; a WebP logo is left
 * out. The logo is the salon's current one: the legal details are what each document keeps.
 */
async function pdfLogo(ctx: ServiceContext, shop: ShopRow): Promise<Uint8Array | null> {
  if (!shop.logoHash) return null;
  const logo = await findShopLogo(ctx.db, shop.id);
  return logo && (logo.contentType === 'image/png' || logo.contentType === 'image/jpeg')
    ? logo.content
    : null;
}

/** The receipt of a sale as printed, in `locale` (the shop's language when none is asked for). */
export async function receiptDocument(ctx: ServiceContext, shop: ShopRow, saleId: string, locale: string) {
  const sale = await saleView(ctx.db, shop, saleId);
  const receipt = await receiptOfSale(ctx.db, saleId);
  if (!receipt) throw new AppError('NotFound', 'No such receipt');
  const t = translator(locale);
  // What was taken for this sale when it was made; refunds belong on the credit notes.
  const charges = await chargesOfSale(ctx.db, saleId);
  const document: SaleDocument = {
    kind: 'receipt',
    locale,
    currency: sale.currency,
    timeZone: shop.timeZone,
    country: shopCountry(shop),
    number: receipt.number,
    issuedAt: receipt.issuedAt,
    issuer: receipt.issuer,
    customerName: sale.customerName,
    staffName: sale.staffName,
    lines: sale.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      // The line as charged before the sale-wide discount: the discount has its own row.
      total: line.gross,
      taxRateBps: line.taxRateBps,
      note: line.priceReason ? t('receipt.priceAdjusted', { reason: line.priceReason }) : null,
    })),
    tips: sale.tipLines.map((tip) => ({ name: tip.stylistName, amount: tip.amount })),
    subtotal: sale.subtotal,
    discount: sale.discount,
    loyalty: sale.loyaltyValue > 0 ? { points: sale.loyaltyPoints, value: sale.loyaltyValue } : null,
    total: sale.total,
    taxBreakdown: sale.taxBreakdown,
    deposit: sale.deposit,
    payments: charges
      .filter((c) => c.method !== 'online' && c.status === 'succeeded')
      .map((c) => ({ method: c.method, amount: c.amount, refund: false })),
    refersTo: null,
    reason: null,
    logo: await pdfLogo(ctx, shop),
  };
  return { document, number: receipt.number, customerId: sale.customerId };
}

/** A credit note as printed: what went back, of which lines, and which receipt it corrects. */
export async function creditNoteDocument(
  ctx: ServiceContext,
  shop: ShopRow,
  saleId: string,
  creditNoteId: string,
  locale: string,
) {
  const note = await findCreditNote(ctx.db, shop.id, saleId, creditNoteId);
  if (!note) throw new AppError('NotFound', 'No such credit note');
  const sale = await saleView(ctx.db, shop, saleId);
  const receipt = await findReceipt(ctx.db, note.receiptId);
  const lines = await creditNoteLinesWithSaleLines(ctx.db, note.id);
  const t = translator(locale);
  const refunds = await refundsOfCreditNote(ctx.db, note.id);
  const document: SaleDocument = {
    kind: 'creditNote',
    locale,
    currency: sale.currency,
    timeZone: shop.timeZone,
    country: shopCountry(shop),
    number: note.number,
    issuedAt: note.issuedAt,
    issuer: note.issuer,
    customerName: sale.customerName,
    staffName: null,
    lines: lines.map(({ part, line }) => ({
      name: line.name,
      quantity: part.quantity,
      unitPrice: part.quantity > 0 ? Math.round(part.amount / part.quantity) : part.amount,
      total: part.amount,
      taxRateBps: part.taxRateBps,
      note:
        part.quantity > 0 && line.kind === 'product'
          ? t('receipt.returned', { quantity: part.quantity })
          : null,
    })),
    tips:
      note.tipAmount > 0
        ? [{ name: sale.tipLines.map((tip) => tip.stylistName).join(', '), amount: note.tipAmount }]
        : [],
    subtotal: null,
    discount: 0,
    loyalty: null,
    total: note.amount,
    taxBreakdown: note.taxBreakdown,
    deposit: 0,
    payments: refunds.map((r) => ({ method: r.method, amount: r.amount, refund: true })),
    refersTo: receipt ? { number: receipt.number, issuedAt: receipt.issuedAt } : null,
    reason: note.reason,
    logo: await pdfLogo(ctx, shop),
  };
  return { document, number: note.number };
}

const languageOf = (shop: ShopRow, lang: string | undefined) => (isLocale(lang) ? lang : shop.locale);

export async function getReceiptPdf(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id, lang }: { shopId: string; id: string; lang?: string | undefined },
): Promise<{ pdf: Buffer; filename: string }> {
  assertMaySell(actor, shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const { document, number } = await receiptDocument(ctx, shop, id, languageOf(shop, lang));
  return { pdf: await renderSaleDocument(document), filename: `receipt-${number}.pdf` };
}

export async function getCreditNotePdf(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    id,
    creditNoteId,
    lang,
  }: { shopId: string; id: string; creditNoteId: string; lang?: string | undefined },
): Promise<{ pdf: Buffer; filename: string }> {
  assertMaySell(actor, shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const { document, number } = await creditNoteDocument(ctx, shop, id, creditNoteId, languageOf(shop, lang));
  return { pdf: await renderSaleDocument(document), filename: `credit-note-${number}.pdf` };
}
