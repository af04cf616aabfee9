import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { renderSaleDocument, type SaleDocument } from './sale-document-pdf.ts';

const receipt = (locale: string, country: string): SaleDocument => ({
  kind: 'receipt',
  locale,
  currency: 'EUR',
  timeZone: 'Europe/Lisbon',
  country,
  number: 7,
  issuedAt: new Date('2027-03-05T10:00:00Z'),
  issuer: { name: 'Salão Lisboa', legalName: null, address: null, phone: null, taxId: null },
  customerName: 'Inês Costa',
  staffName: null,
  lines: [{ name: 'Coloração', quantity: 1, unitPrice: 72100, total: 72100, taxRateBps: 2300, note: null }],
  tips: [],
  subtotal: null,
  discount: 0,
  loyalty: null,
  total: 72100,
  taxBreakdown: [{ rateBps: 2300, gross: 72100, net: 58618, tax: 13482 }],
  deposit: 0,
  payments: [],
  refersTo: null,
  reason: null,
  logo: null,
});

describe('receipt PDF', () => {
  it('writes money as the language writes it in the salon’s country', async () => {
    const portugal = pdfText(await renderSaleDocument(receipt('pt', 'PT')));
    expect(portugal).toContain('721,00 €');
    expect(portugal).not.toContain('€ 721,00');
    const brazilFormats = pdfText(await renderSaleDocument(receipt('pt', 'BR')));
    expect(brazilFormats).toContain('€ 721,00');
  });
});
