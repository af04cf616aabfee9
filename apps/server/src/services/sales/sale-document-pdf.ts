import { createRequire } from 'node:module';
import type { IssuerSnapshot, TaxBreakdownEntry } from '@salon/db';
import { formatLocale, formatMoney } from '@salon/domain';
import { formatPhone } from '@salon/domain/phone';
import PDFDocument from 'pdfkit';
import { translator } from '../../i18n.ts';
import { drawableText } from './drawable-text.ts';

/** What a receipt or credit note prints; amounts in minor units, positive (a credit note says what goes back). */
export interface SaleDocument {
  kind: 'receipt' | 'creditNote';
  locale: string;
  currency: string;
  timeZone: string;
  /** The salon's country: its own phone prints in national form there. */
  country: string;
  number: number;
  issuedAt: Date;
  issuer: IssuerSnapshot;
  customerName: string | null;
  staffName: string | null;
  lines: {
    name: string;
    quantity: number;
    unitPrice: number;
    total: number;
    taxRateBps: number;
    note: string | null;
  }[];
  tips: { name: string; amount: number }[];
  subtotal: number | null;
  discount: number;
  loyalty: { points: number; value: number } | null;
  total: number;
  taxBreakdown: TaxBreakdownEntry[];
  deposit: number;
  payments: { method: string; amount: number; refund: boolean }[];
  /** A credit note: the receipt it corrects, and why. */
  refersTo: { number: number; issuedAt: Date } | null;
  reason: string | null;
  /** The salon's uploaded logo when PDF can show it (PNG or JPEG), printed above its name. */
  logo: Uint8Array | null;
}

// The PDF's built-in fonts know Windows-1252 only, so names in Greek, Cyrillic, Turkish or Vietnamese
// need an embedded font. Resolved through node_modules, which the server bundle keeps external: the
// same lookup works from src/ and from dist/. pdfkit embeds only the glyphs a document uses.
const fontPackage = createRequire(import.meta.url);
const fontFile = (style: string) =>
  fontPackage.resolve(`@expo-google-fonts/noto-sans/${style}/NotoSans_${style}.ttf`);
const fonts = {
  regular: fontFile('400Regular'),
  bold: fontFile('700Bold'),
  italic: fontFile('400Regular_Italic'),
};

const drawable = drawableText(Object.values(fonts));

// Narrow spaces Intl puts in French amounts print as plain ones: same look, fewer surprises for PDF
// readers. The messages keep theirs: French sets : ; ? ! apart with a narrow no-break space, so the
// mark never starts a line (the embedded font has the glyph).
const printable = (text: string) => drawable(text.replace(/[\u202f\u2009\u00a0]/g, ' '));

/**
 * A receipt or credit note as an A4 PDF, in the reader's language. Not compressed: the file is
 * small either way, and its text stays searchable by tools that read PDFs without inflating them.
 */
export function renderSaleDocument(doc: SaleDocument): Promise<Buffer> {
  const t = translator(doc.locale);
  // Words in the reader's language, numbers and dates as that language writes them in the salon's
  // country: a Portuguese salon's receipt reads "721,00 €".
  const format = formatLocale(doc.locale, doc.country);
  const r = (key: string, vars: Record<string, unknown> = {}) => t(`receipt.${key}`, vars);
  // A label and its value as the language joins them: "Date: …", "Date : …".
  const labelled = (key: string, value: string) => r('labelled', { label: r(key), value: printable(value) });
  const money = (minor: number) => printable(formatMoney(minor, doc.currency, format));
  const dateFormat = new Intl.DateTimeFormat(format, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: doc.timeZone,
  });
  const dayFormat = new Intl.DateTimeFormat(format, { dateStyle: 'medium', timeZone: doc.timeZone });
  const percent = (bps: number) =>
    printable(
      new Intl.NumberFormat(format, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000),
    );
  const title = `${r(doc.kind === 'receipt' ? 'title' : 'creditNoteTitle')} ${r('number', { number: doc.number })}`;

  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: title, Author: printable(doc.issuer.legalName ?? doc.issuer.name), Subject: title },
  });
  pdf.registerFont('Regular', fonts.regular);
  pdf.registerFont('Bold', fonts.bold);
  pdf.registerFont('Italic', fonts.italic);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = 50;
  const width = 495;
  const cols = { name: left, qty: 300, unit: 340, amount: 430 };

  let top = 50;
  if (doc.logo) {
    try {
      pdf.image(Buffer.from(doc.logo), left, top, { fit: [160, 48] });
      top += 58;
    } catch {
      // A file that passed the signature check but does not decode: the document prints without it.
    }
  }
  // The seller's legal details.
  pdf.font('Bold').fontSize(16).text(printable(doc.issuer.name), left, top);
  pdf.font('Regular').fontSize(9);
  if (doc.issuer.legalName && doc.issuer.legalName !== doc.issuer.name)
    pdf.text(printable(doc.issuer.legalName));
  if (doc.issuer.address) pdf.text(printable(doc.issuer.address));
  if (doc.issuer.phone) pdf.text(labelled('phone', formatPhone(doc.issuer.phone, doc.country)));
  if (doc.issuer.taxId) pdf.text(labelled('taxId', doc.issuer.taxId));

  pdf.moveDown(1.5);
  pdf.font('Bold').fontSize(14).text(title, left);
  pdf.font('Regular').fontSize(9);
  pdf.text(labelled('date', dateFormat.format(doc.issuedAt)));
  if (doc.refersTo) {
    pdf.text(
      r('refersTo', {
        number: doc.refersTo.number,
        date: printable(dayFormat.format(doc.refersTo.issuedAt)),
      }),
    );
  }
  if (doc.reason) pdf.text(labelled('reason', doc.reason));
  if (doc.customerName) pdf.text(labelled('customer', doc.customerName));
  if (doc.staffName) pdf.text(labelled('servedBy', doc.staffName));

  const row = (cells: { name: string; qty?: string; unit?: string; amount: string }, bold = false) => {
    pdf.font(bold ? 'Bold' : 'Regular').fontSize(9);
    const y = pdf.y;
    pdf.text(cells.name, cols.name, y, { width: cols.qty - cols.name - 10 });
    const after = pdf.y;
    if (cells.qty) pdf.text(cells.qty, cols.qty, y, { width: 35, align: 'right' });
    if (cells.unit) pdf.text(cells.unit, cols.unit, y, { width: 80, align: 'right' });
    pdf.text(cells.amount, cols.amount, y, { width: left + width - cols.amount, align: 'right' });
    pdf.x = left;
    pdf.y = Math.max(after, pdf.y);
  };
  const rule = () => {
    pdf
      .moveTo(left, pdf.y + 2)
      .lineTo(left + width, pdf.y + 2)
      .lineWidth(0.5)
      .stroke();
    pdf.y += 6;
  };

  pdf.moveDown(1.5);
  row({ name: r('item'), qty: r('quantity'), unit: r('unitPrice'), amount: r('amount') }, true);
  rule();
  for (const line of doc.lines) {
    row({
      name: `${printable(line.name)} (${percent(line.taxRateBps)})`,
      qty: String(line.quantity),
      unit: money(line.unitPrice),
      amount: money(line.total),
    });
    if (line.note) {
      pdf
        .font('Italic')
        .fontSize(8)
        .text(line.note, cols.name + 10);
      pdf.x = left;
    }
  }
  rule();
  // Tips come after the discount: they take none of it and carry no tax.
  if (doc.subtotal !== null && (doc.discount > 0 || doc.loyalty || doc.tips.length > 0)) {
    row({ name: r('subtotal'), amount: money(doc.subtotal) });
    if (doc.discount > 0) row({ name: r('discount'), amount: `-${money(doc.discount)}` });
    if (doc.loyalty)
      row({ name: r('loyalty', { points: doc.loyalty.points }), amount: `-${money(doc.loyalty.value)}` });
  }
  for (const tip of doc.tips)
    row({ name: r('tipFor', { name: printable(tip.name) }), amount: money(tip.amount) });
  row({ name: r(doc.kind === 'receipt' ? 'total' : 'refundTotal'), amount: money(doc.total) }, true);
  if (doc.deposit > 0) row({ name: r('deposit'), amount: money(doc.deposit) });
  for (const payment of doc.payments) {
    const method = r(`methods.${payment.method}`);
    row({ name: labelled(payment.refund ? 'change' : 'paid', method), amount: money(payment.amount) });
  }

  if (doc.taxBreakdown.length > 0) {
    pdf.moveDown(1);
    pdf.font('Bold').fontSize(9);
    const y = pdf.y;
    const taxCols = [left, 160, 270, 380];
    [r('taxRate'), r('net'), r('tax'), r('gross')].forEach((label, i) => {
      pdf.text(label, taxCols[i] as number, y, { width: 100, align: i === 0 ? 'left' : 'right' });
    });
    pdf.x = left;
    rule();
    pdf.font('Regular');
    for (const share of doc.taxBreakdown) {
      const yy = pdf.y;
      [percent(share.rateBps), money(share.net), money(share.tax), money(share.gross)].forEach((cell, i) => {
        pdf.text(cell, taxCols[i] as number, yy, { width: 100, align: i === 0 ? 'left' : 'right' });
      });
      pdf.x = left;
    }
    pdf.moveDown(0.5);
    // A receipt at 0 % (sales tax added elsewhere, or none charged) must not claim prices include tax.
    const taxed = doc.taxBreakdown.some((share) => share.rateBps > 0);
    pdf
      .font('Italic')
      .fontSize(8)
      .text(r(taxed ? 'taxIncluded' : 'noTaxIncluded'), left);
  }
  if (doc.kind === 'receipt') {
    pdf.moveDown(2);
    pdf.font('Regular').fontSize(10).text(r('thanks'), left, pdf.y, { width, align: 'center' });
  }
  pdf.end();
  return done;
}
