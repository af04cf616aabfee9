import { and, eq, mailOutbox, paymentTransactions, sql } from '@salon/db';
import { parse } from 'csv-parse/sync';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/infra/sql.ts';
import { nextDocumentNumber } from '../src/repositories/sales.ts';
import { createTestApp, joinShop, type TestApp } from './helpers.ts';
import { pdfMissingGlyphs, pdfText } from './pdf-text.ts';
import { createSalon, loyaltyProgramme, type Salon } from './salon-fixture.ts';

// Tuesday 24 November 2026, 08:00 in Berlin; visits are booked for later that day and checked
// out by the owner, who may complete a visit early on its day.
const clock = new Date('2026-11-24T07:00:00Z');
let t: TestApp;
let salon: Salon;
let other: Salon;
let staff = '';
let readOnly = '';
let customerId = '';
let shampooId = '';
let waxId = '';

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  payload?: object,
  { cookie = salon.cookie, shop = salon.shopId }: { cookie?: string; shop?: string } = {},
) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${shop}${path}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

const ana = () => salon.stylists[0]?.id as string;
const ben = () => salon.stylists[1]?.id as string;

let booked = 0;
const hours = [9, 10, 11, 12, 14, 15, 16, 17];
/** A cut later today for the customer, with Ana, Ben and Cleo in turn (an hour each with its buffer). */
async function book(): Promise<string> {
  const slot = booked++;
  const stylist = salon.stylists[slot % 3]?.id as string;
  const hour = String(hours[Math.floor(slot / 3)]).padStart(2, '0');
  const res = await api('POST', '/appointments', {
    services: [salon.services.cut],
    start: `2026-11-24T${hour}:00:00+01:00`,
    stylist,
    customerId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function stockOf(productId: string): Promise<number> {
  const res = await api('GET', `/products?q=`);
  return res.json().items.find((p: { id: string }) => p.id === productId).stock;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'checkout');
  other = await createSalon(t.app, 'checkout-other');
  staff = (await joinShop(t.app, t.ctx, salon.shopId, 'staff-checkout@example.com')).cookie;
  readOnly = (await joinShop(t.app, t.ctx, salon.shopId, 'readonly-checkout@example.com', { readOnly: true }))
    .cookie;
  const legal = await api('PATCH', '', {
    address: 'Torstraße 1\n10119 Berlin',
    phone: '030 1234567',
    legalName: 'Salon Checkout GmbH',
    taxId: 'DE123456789',
    serviceTaxRateBps: 1900,
  });
  expect(legal.statusCode, legal.body).toBe(200);
  expect(legal.json()).toMatchObject({ taxId: 'DE123456789', serviceTaxRateBps: 1900 });
  customerId = (await api('POST', '/customers', { name: 'Clara Kunde', email: 'clara@example.com' })).json()
    .id;
  // Her account's language, as signing up in German would have set it.
  await t.ctx.db.execute(sql`update customers set locale = 'de' where id = ${customerId}`);
  const product = async (name: string, price: number, stock: number) => {
    const res = await api('POST', '/products', {
      name,
      price: { amount: price, currency: 'EUR' },
      taxRateBps: 1900,
      initialStock: stock,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  shampooId = await product('Argan Shampoo', 1950, 10);
  waxId = await product('Styling Wax', 1200, 500);
});
afterAll(() => t.close());

describe('checking out a visit', () => {
  it('sells the visit, a product and a tip: stock goes down, the visit is completed, receipt no. 1 then 2', async () => {
    const visit = await book();
    const res = await api('POST', `/appointments/${visit}/checkout`, {
      products: [{ productId: shampooId, quantity: 2 }],
      tips: [{ stylistId: ana(), amount: 500 }],
      payments: [
        { method: 'cash', amount: 5500 },
        { method: 'card_terminal', amount: 3400 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json();
    // Cut 45.00 + 2 × 19.50 = 84.00, tip 5.00: 89.00 due.
    expect(sale).toMatchObject({
      appointmentId: visit,
      customerName: 'Clara Kunde',
      status: 'completed',
      subtotal: 8400,
      linesTotal: 8400,
      tips: 500,
      total: 8900,
      deposit: 0,
      amountDue: 8900,
      paid: 8900,
      refunded: 0,
      receipt: { number: 1 },
      taxTotal: 1341,
      taxBreakdown: [{ rateBps: 1900, gross: 8400, net: 7059, tax: 1341 }],
    });
    expect(sale.lines).toMatchObject([
      { kind: 'service', name: 'Cut', quantity: 1, unitPrice: 4500, stylistName: 'Ana' },
      { kind: 'product', name: 'Argan Shampoo', quantity: 2, unitPrice: 1950, total: 3900 },
    ]);
    expect(sale.tipLines).toMatchObject([{ stylistName: 'Ana', amount: 500 }]);
    expect(await stockOf(shampooId)).toBe(8);
    const appointment = await api('GET', `/appointments/${visit}`);
    expect(appointment.json().status).toBe('completed');

    const again = await api('POST', `/appointments/${visit}/checkout`, {
      payments: [{ method: 'cash', amount: 4500 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('AlreadyCheckedOut');

    const next = await api('POST', `/appointments/${await book()}/checkout`, {
      payments: [{ method: 'card_terminal', amount: 4500 }],
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().receipt.number).toBe(2);
  });

  it('lets staff sell, and keeps who served', async () => {
    const res = await api(
      'POST',
      '/sales',
      { products: [{ productId: waxId, quantity: 1 }], payments: [{ method: 'cash', amount: 1200 }] },
      { cookie: staff },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().staffName).toBeTruthy();
  });

  it('shows the checkout form what the visit booked, its deposit and that it is not paid yet', async () => {
    const visit = await book();
    const res = await api('GET', `/appointments/${visit}/checkout`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      appointmentId: visit,
      currency: 'EUR',
      customer: { id: customerId, name: 'Clara Kunde' },
      services: [{ name: 'Cut', price: 4500, taxRateBps: 1900 }],
      deposit: 0,
      loyalty: null,
      saleId: null,
      // Clara keeps no card with the salon: the form offers no card on file.
      cardOnFile: null,
    });
  });

  it('refuses payments that do not add up, naming the problem, and keeps nothing', async () => {
    const visit = await book();
    const before = await stockOf(shampooId);
    for (const payments of [[{ method: 'cash', amount: 4000 }], [{ method: 'cash', amount: 6500 }], []]) {
      const res = await api('POST', `/appointments/${visit}/checkout`, {
        products: [{ productId: shampooId, quantity: 1 }],
        payments,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('ValidationError');
      expect(res.json().error.details).toEqual([
        { path: 'body.payments', message: expect.stringContaining('€64.50 is due') },
      ]);
    }
    expect(await stockOf(shampooId)).toBe(before);
    expect((await api('GET', `/appointments/${visit}`)).json().status).toBe('confirmed');
  });

  it('deducts the deposit paid online and counts it with the sale', async () => {
    const visit = await book();
    await t.ctx.db.insert(paymentTransactions).values({
      shopId: salon.shopId,
      appointmentId: visit,
      customerId,
      kind: 'charge',
      method: 'online',
      status: 'succeeded',
      amount: 1500,
      currency: 'EUR',
      stripePaymentIntentId: `pi_checkout_${visit.slice(0, 8)}`,
    });
    const wrong = await api('POST', `/appointments/${visit}/checkout`, {
      payments: [{ method: 'cash', amount: 4500 }],
    });
    expect(wrong.statusCode).toBe(400);
    const res = await api('POST', `/appointments/${visit}/checkout`, {
      payments: [{ method: 'cash', amount: 3000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ total: 4500, deposit: 1500, amountDue: 3000, paid: 4500 });
    const payments = res.json().payments.map((p: { method: string; amount: number }) => [p.method, p.amount]);
    expect(payments).toHaveLength(2);
    expect(payments).toEqual(
      expect.arrayContaining([
        ['online', 1500],
        ['cash', 3000],
      ]),
    );
  });

  it('adjusts a price only with a reason, applies a discount over the lines and redeems no more than is due', async () => {
    const visit = await book();
    const draft = (await api('GET', `/appointments/${visit}/checkout`)).json();
    const lines = [{ appointmentItemId: draft.services[0].appointmentItemId as string, price: 4000 }];
    {
      const noReason = await api('POST', `/appointments/${visit}/checkout`, {
        services: lines,
        payments: [{ method: 'cash', amount: 4000 }],
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.details[0].path).toBe('body.services.0.priceReason');
    }
    const res = await api('POST', `/appointments/${visit}/checkout`, {
      services: [{ ...lines[0], priceReason: 'Short hair' }],
      products: [{ productId: waxId, quantity: 1 }],
      discount: { kind: 'percent', percentBps: 1000, reason: 'Regular' },
      // (40.00 + 12.00) − 10 % = 46.80
      payments: [{ method: 'card_terminal', amount: 4680 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json();
    expect(sale.discount).toBe(520);
    expect(sale.lines.reduce((a: number, l: { discount: number }) => a + l.discount, 0)).toBe(sale.discount);
    if (lines)
      expect(sale.lines[0]).toMatchObject({
        listUnitPrice: 4500,
        unitPrice: 4000,
        priceReason: 'Short hair',
      });
  });

  it('refuses a visit that is cancelled, and hostile input with the field', async () => {
    const visit = await book();
    await api('POST', `/appointments/${visit}/cancel`, { reason: 'ill' });
    const cancelled = await api('POST', `/appointments/${visit}/checkout`, {
      payments: [{ method: 'cash', amount: 4500 }],
    });
    expect(cancelled.statusCode).toBe(409);

    const target = await book();
    const cases: [object, string][] = [
      [{ payments: [{ method: 'bitcoin', amount: 4500 }] }, 'body.payments.0.method'],
      [{ payments: [{ method: 'cash', amount: 45.5 }] }, 'body.payments.0.amount'],
      [{ payments: [{ method: 'cash', amount: -1 }] }, 'body.payments.0.amount'],
      [{ products: [{ productId: 'x', quantity: 1 }] }, 'body.products.0.productId'],
      [{ products: [{ productId: shampooId, quantity: 0 }] }, 'body.products.0.quantity'],
      [
        {
          tips: [{ stylistId: other.stylists[0]?.id, amount: 100 }],
          payments: [{ method: 'cash', amount: 4600 }],
        },
        'body.tips.0.stylistId',
      ],
      [{ discount: { kind: 'percent', percentBps: 20_000 } }, 'body.discount.percentBps'],
      [{ discount: { kind: 'amount', amount: 99_999 }, payments: [] }, 'body.discount'],
      [
        {
          services: [{ serviceId: other.services.cut, stylistId: ana() }],
          payments: [{ method: 'cash', amount: 4500 }],
        },
        'body.services.0.serviceId',
      ],
      [{ loyaltyPoints: 'many' }, 'body.loyaltyPoints'],
    ];
    for (const [body, path] of cases) {
      const res = await api('POST', `/appointments/${target}/checkout`, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const gold = await api('POST', '/products', {
      name: 'Gold comb',
      price: { amount: 100_000_000, currency: 'EUR' },
      initialStock: 1000,
    });
    const huge = await api('POST', `/appointments/${target}/checkout`, {
      products: [{ productId: gold.json().id, quantity: 1000 }],
      payments: [{ method: 'cash', amount: 100_000_000 }],
    });
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json().error.details[0].path).toBe('body.products');
    const otherShopProduct = await api(
      'POST',
      `/appointments/${target}/checkout`,
      {
        products: [{ productId: shampooId, quantity: 1 }],
        payments: [{ method: 'cash', amount: 6450 }],
      },
      { shop: other.shopId, cookie: other.cookie },
    );
    expect(otherShopProduct.statusCode).toBe(404);
  });
});

describe('walk-in sales and refunds', () => {
  it('sells products without an appointment, then refunds part with a credit note and the stock back', async () => {
    const before = await stockOf(shampooId);
    const res = await api('POST', '/sales', {
      customerId,
      products: [
        { productId: shampooId, quantity: 3 },
        { productId: waxId, quantity: 1 },
      ],
      payments: [{ method: 'cash', amount: 7050 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({ appointmentId: null, total: 7050, refundable: 7050 });
    expect(await stockOf(shampooId)).toBe(before - 3);

    const shampooLine = sale.lines.find((l: { name: string }) => l.name === 'Argan Shampoo');
    const refund = await api('POST', `/sales/${sale.id}/refunds`, {
      reason: 'Allergic reaction',
      lines: [{ lineId: shampooLine.id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const after = refund.json();
    expect(after).toMatchObject({
      status: 'partially_refunded',
      refunded: 1950,
      paid: 5100,
      refundable: 5100,
    });
    expect(after.creditNotes).toMatchObject([{ number: 1, amount: 1950, reason: 'Allergic reaction' }]);
    expect(after.creditNotes[0].receiptNumber).toBe(sale.receipt.number);
    expect(after.payments.filter((p: { kind: string }) => p.kind === 'refund')).toMatchObject([
      { method: 'cash', amount: 1950, reason: 'Allergic reaction' },
    ]);
    expect(await stockOf(shampooId)).toBe(before - 2);
    // The receipt is untouched: still the sale's totals.
    expect(after.total).toBe(7050);

    const tooMuch = await api('POST', `/sales/${sale.id}/refunds`, { reason: 'Goodwill', amount: 5101 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatchObject({ code: 'RefundExceedsPaid', details: { refundable: 5100 } });
    const tooMany = await api('POST', `/sales/${sale.id}/refunds`, {
      reason: 'Returned',
      lines: [{ lineId: shampooLine.id, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details[0].path).toBe('body.lines.0.quantity');

    const full = await api('POST', `/sales/${sale.id}/refunds`, { reason: 'Changed mind', full: true });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json()).toMatchObject({ status: 'refunded', refunded: 7050, paid: 0, refundable: 0 });
    expect(full.json().creditNotes.map((n: { number: number }) => n.number)).toEqual([1, 2]);
    expect(await stockOf(shampooId)).toBe(before);
    const nothing = await api('POST', `/sales/${sale.id}/refunds`, { reason: 'Again', full: true });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.code).toBe('RefundExceedsPaid');
  });

  it('sells a service to a walk-in at the stylist’s own price', async () => {
    const cleo = salon.stylists[2]?.id as string;
    const res = await api('POST', '/sales', {
      services: [{ serviceId: salon.services.beard, stylistId: cleo }],
      tips: [{ stylistId: cleo, amount: 200 }],
      payments: [{ method: 'card_terminal', amount: 2700 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ appointmentId: null, customerId: null, total: 2700, tips: 200 });
    expect(res.json().lines).toMatchObject([
      { name: 'Beard', unitPrice: 2500, stylistName: 'Cleo', taxRateBps: 1900 },
    ]);
    const noStylist = await api('POST', '/sales', {
      services: [{ serviceId: salon.services.beard }],
      payments: [{ method: 'cash', amount: 2000 }],
    });
    expect(noStylist.statusCode).toBe(400);
    expect(noStylist.json().error.details[0].path).toBe('body.services.0.stylistId');
    expect((await api('GET', '/sales/not-a-sale')).statusCode).toBe(400);
  });

  it('gives back what was paid online through Stripe, never as counter money', async () => {
    const visit = await book();
    await t.ctx.db.insert(paymentTransactions).values({
      shopId: salon.shopId,
      appointmentId: visit,
      customerId,
      kind: 'charge',
      method: 'online',
      status: 'succeeded',
      amount: 4500,
      currency: 'EUR',
      stripePaymentIntentId: `pi_prepaid_${visit.slice(0, 8)}`,
    });
    const res = await api('POST', `/appointments/${visit}/checkout`, { payments: [] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amountDue: 0, refundable: 4500 });
    const refund = await api('POST', `/sales/${res.json().id}/refunds`, { reason: 'x', full: true });
    expect(refund.statusCode, refund.body).toBe(201);
    // This salon has no Stripe key: the refund waits, linked to the payment intent, for the job to ask Stripe.
    const [row] = await queryRows<{ method: string; status: string; stripe_payment_intent_id: string }>(
      t.ctx.db,
      sql`select method, status, stripe_payment_intent_id from payment_transactions
            where appointment_id = ${visit} and kind = 'refund'`,
    );
    expect(row).toEqual({
      method: 'online',
      status: 'pending',
      stripe_payment_intent_id: `pi_prepaid_${visit.slice(0, 8)}`,
    });
  });

  it('refuses a refund without a reason or anything to refund', async () => {
    const sale = (
      await api('POST', '/sales', {
        products: [{ productId: waxId, quantity: 1 }],
        payments: [{ method: 'cash', amount: 1200 }],
      })
    ).json();
    for (const [body, path] of [
      [{ full: true }, 'body.reason'],
      [{ reason: 'x' }, 'body.lines'],
      [{ reason: 'x', lines: [{ lineId: 'nope', quantity: 1 }] }, 'body.lines.0.lineId'],
      [{ reason: 'x', amount: 0 }, 'body.amount'],
    ] as [object, string][]) {
      const res = await api('POST', `/sales/${sale.id}/refunds`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
  });
});

describe('receipt numbers', () => {
  it('stay contiguous under 50 concurrent checkouts: no gaps, no duplicates', async () => {
    const [{ n: start }] = (await queryRows<{ n: number | string }>(
      t.ctx.db,
      sql`select coalesce(max(number), 0) as n from receipts where shop_id = ${salon.shopId}`,
    )) as [{ n: number | string }];
    // A checkout rolled back after taking its number gives it back.
    await t.ctx.db
      .transaction(async (tx) => {
        await nextDocumentNumber(tx, salon.shopId, 'receipt');
        throw new Error('rolled back');
      })
      .catch(() => {});
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api('POST', '/sales', {
          products: [{ productId: waxId, quantity: 1 }],
          // Every fifth one does not add up and is refused.
          payments: [{ method: 'cash', amount: i % 5 === 4 ? 1 : 1200 }],
        }),
      ),
    );
    const made = results.filter((r) => r.statusCode === 201);
    expect(made.length).toBe(40);
    expect(results.filter((r) => r.statusCode === 400).length).toBe(10);
    const numbers = made.map((r) => r.json().receipt.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => Number(start) + 1 + i));
  });
});

describe('receipt and credit note documents', () => {
  let saleId = '';
  beforeAll(async () => {
    const res = await api('POST', `/appointments/${await book()}/checkout`, {
      products: [{ productId: waxId, quantity: 1 }],
      tips: [{ stylistId: ben(), amount: 300 }],
      payments: [{ method: 'card_terminal', amount: 6000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    saleId = res.json().id;
  });

  it('answers the receipt as a PDF with the number, the legal details and the tax breakdown', async () => {
    const sale = (await api('GET', `/sales/${saleId}`)).json();
    const res = await api('GET', `/sales/${saleId}/receipt.pdf?lang=de`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // The info dictionary carries the title too.
    expect(res.rawPayload.toString('latin1')).toContain(`(Beleg Nr. ${sale.receipt.number})`);
    const text = pdfText(res.rawPayload);
    for (const expected of [
      `Beleg Nr. ${sale.receipt.number}`,
      'Salon Checkout GmbH',
      'Torstraße 1',
      'USt-IdNr.: DE123456789',
      // The salon's phone as it is dialled in its country, not in E.164.
      'Telefon: 030 1234567',
      'Cut (19 %)',
      'Trinkgeld für Ben',
      'Steuersatz',
      'Bezahlt: Karte',
      '60,00 €',
    ]) {
      expect(text).toContain(expected);
    }
    const english = pdfText((await api('GET', `/sales/${saleId}/receipt.pdf?lang=en`)).rawPayload);
    expect(english).toContain(`Receipt No. ${sale.receipt.number}`);
    expect(english).toContain('Tip for Ben');
    // French keeps its narrow no-break space before : and !, so neither mark starts a line.
    const french = pdfText((await api('GET', `/sales/${saleId}/receipt.pdf?lang=fr`)).rawPayload);
    expect(french).toContain('Payé\u202f: Carte');
    expect(french).toContain('Merci de votre visite\u202f!');
  });

  it('prints names in Greek, Cyrillic, Polish and Turkish letters with an embedded font', async () => {
    const name = 'Ηλίας Zoë Łukasz Ğül Дмитрий';
    const customer = (await api('POST', '/customers', { name })).json().id;
    const sale = await api('POST', '/sales', {
      customerId: customer,
      products: [{ productId: waxId, quantity: 1 }],
      payments: [{ method: 'cash', amount: 1200 }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const res = await api('GET', `/sales/${sale.json().id}/receipt.pdf?lang=en`);
    expect(res.statusCode).toBe(200);
    const raw = res.rawPayload.toString('latin1');
    // The font travels with the file (only the glyphs used), so any reader shows the same letters.
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).not.toContain('/Helvetica');
    expect(pdfText(res.rawPayload)).toContain(`Customer: ${name}`);
  });

  it('prints a product named with an emoji without an empty box, its accented letters kept', async () => {
    const product = await api('POST', '/products', {
      name: 'Shampoo 🌸 Süß',
      price: { amount: 900, currency: 'EUR' },
      taxRateBps: 1900,
      initialStock: 5,
    });
    expect(product.statusCode, product.body).toBe(201);
    const sale = await api('POST', '/sales', {
      products: [{ productId: product.json().id, quantity: 1 }],
      payments: [{ method: 'cash', amount: 900 }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const res = await api('GET', `/sales/${sale.json().id}/receipt.pdf?lang=de`);
    expect(res.statusCode).toBe(200);
    expect(pdfMissingGlyphs(res.rawPayload)).toBe(0);
    expect(pdfText(res.rawPayload)).toContain('Shampoo Süß (19 %)');
  });

  it('answers a credit note PDF with its own number and the receipt it refers to', async () => {
    const refund = await api('POST', `/sales/${saleId}/refunds`, {
      reason: 'Tip returned',
      tips: [],
      amount: 500,
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const note = refund.json().creditNotes.at(-1);
    const res = await t.app.inject({
      method: 'GET',
      url: `${note.pdfPath}?lang=fr`,
      headers: { cookie: salon.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Avoir N° ${note.number}`);
    expect(text).toContain(`Se rapporte au reçu n° ${refund.json().receipt.number}`);
    // French sets the colon apart with a narrow no-break space, in the PDF as in the app.
    expect(text).toContain('Motif\u202f: Tip returned');
  });

  it('e-mails the receipt to the customer in their language with the PDF attached', async () => {
    const res = await api('POST', `/sales/${saleId}/receipt/email`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ queued: true, to: 'clara@example.com' });
    const [mail] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'clara@example.com'), eq(mailOutbox.kind, 'receipt')));
    expect(mail?.subject).toBe('Ihr Beleg von Salon checkout');
    expect(mail?.locale).toBe('de');
    expect(mail?.text).toContain('\n030 1234567\n');
    expect(mail?.html).toContain('030 1234567');
    expect(mail?.text).not.toContain('+49');
    const attachments = mail?.attachments as { filename: string; content: string; contentType: string }[];
    expect(attachments[0]?.contentType).toBe('application/pdf');
    expect(
      Buffer.from(attachments[0]?.content ?? '', 'base64')
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    // As the sender hands the stored mail to SMTP, the attachment is the PDF itself, not its base64 text.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail({
      from: 'salon@example.com',
      to: mail?.toAddress,
      subject: mail?.subject,
      text: mail?.text,
      attachments,
    });
    const sent = [(info.message as Buffer).toString('utf8')];
    const raw = sent.find((m) => m.includes('application/pdf')) ?? '';
    const part = raw.slice(raw.indexOf('Content-Type: application/pdf'));
    expect(part).toMatch(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\nJVBERi/);
  });
});

describe('sales report', () => {
  it('adds up the day by method, services vs products, tips per stylist and refunds, and exports CSV', async () => {
    const res = await api('GET', '/sales-report?from=2026-11-24&to=2026-11-24');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.sales).toBeGreaterThan(40);
    expect(report.services + report.products).toBe(report.revenue);
    const charged = report.byMethod.reduce((a: number, m: { charged: number }) => a + m.charged, 0);
    expect(charged).toBe(report.revenue + report.tips);
    expect(report.tipsByStylist).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ stylistName: 'Ana', amount: 500 }),
        expect.objectContaining({ stylistName: 'Ben', amount: 300 }),
      ]),
    );
    const refunded = report.byMethod.reduce((a: number, m: { refunded: number }) => a + m.refunded, 0);
    expect(report.refunds.amount).toBe(refunded);
    expect(report.netTaken).toBe(charged - refunded);
    expect(report.taxBreakdown.reduce((a: number, b: { tax: number }) => a + b.tax, 0)).toBe(report.taxTotal);

    const list = (await api('GET', '/sales?from=2026-11-24&to=2026-11-24&pageSize=5')).json();
    expect(list.total).toBe(report.sales);
    expect(list.items).toHaveLength(5);
    const numbers = list.items.map((i: { receiptNumber: number }) => i.receiptNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect((await api('GET', '/sales?from=2026-11-25')).json()).toMatchObject({ total: 0, items: [] });

    const empty = (await api('GET', '/sales-report?from=2026-11-23&to=2026-11-23')).json();
    expect(empty).toMatchObject({ sales: 0, revenue: 0, byMethod: [], refunds: { count: 0, amount: 0 } });

    const csv = await api('GET', '/sales-report.csv?from=2026-11-24&to=2026-11-24');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    // Excel reads the accents only after a byte order mark, and money columns name their currency.
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFdocument,number,refers_to,date,customer,services (EUR),products (EUR),discount (EUR),tips (EUR),total (EUR),tax (EUR),cash (EUR),card_terminal (EUR),card_on_file (EUR),online (EUR),reason',
    );
    const rows = parse(csv.body, { columns: true, bom: true, record_delimiter: '\r\n' }) as Record<
      string,
      string
    >[];
    const receiptsRows = rows.filter((r) => r.document === 'receipt');
    const notes = rows.filter((r) => r.document === 'credit_note');
    expect(receiptsRows.length).toBe(report.sales);
    expect(notes.length).toBe(report.refunds.count);
    const cents = (column: string, from = rows, read: (v: string) => number = Number) =>
      Math.round(from.reduce((a, r) => a + read(r[`${column} (EUR)`] ?? '') * 100, 0));
    expect(cents('total')).toBe(report.revenue + report.tips - report.refunds.amount);
    expect(cents('cash') + cents('card_terminal') + cents('online') + cents('card_on_file')).toBe(
      report.netTaken,
    );

    // As a German spreadsheet reads it: semicolons, decimal commas, the same figures.
    const semicolons = await api(
      'GET',
      '/sales-report.csv?from=2026-11-24&to=2026-11-24&separator=semicolon',
    );
    const german = parse(semicolons.body, { columns: true, bom: true, delimiter: ';' }) as Record<
      string,
      string
    >[];
    expect(german).toHaveLength(rows.length);
    expect(
      german.some((r) => /^-?\d+,\d{2}$/.test(r['total (EUR)'] ?? '') && r['total (EUR)'] !== '0,00'),
    ).toBe(true);
    expect(cents('total', german, (v) => Number(v.replace(',', '.')))).toBe(cents('total'));
  });

  it('neutralises formulas a customer name could plant in the CSV', async () => {
    const evil = (
      await api('POST', '/customers', { name: '=HYPERLINK("http://x")', email: 'evil@example.com' })
    ).json();
    await api('POST', '/sales', {
      customerId: evil.id,
      products: [{ productId: waxId, quantity: 1 }],
      payments: [{ method: 'cash', amount: 1200 }],
    });
    const csv = await api('GET', '/sales-report.csv?from=2026-11-24&to=2026-11-24');
    const rows = parse(csv.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.some((r) => r.customer === `'=HYPERLINK("http://x")`)).toBe(true);
  });

  it('refuses a period the wrong way round or longer than a year', async () => {
    expect((await api('GET', '/sales-report?from=2026-11-24&to=2026-11-01')).statusCode).toBe(400);
    expect((await api('GET', '/sales-report?from=2025-01-01&to=2026-11-01')).statusCode).toBe(400);
    expect((await api('GET', '/sales-report?from=yesterday&to=2026-11-01')).statusCode).toBe(400);
  });

  it('shows the dashboard revenue from what sales were paid', async () => {
    const dashboard = (await api('GET', '/dashboard?from=2026-11-24&to=2026-11-24')).json();
    const report = (await api('GET', '/sales-report?from=2026-11-24&to=2026-11-24')).json();
    // No tips were given back in this shop: refunds are all of services and products.
    expect(dashboard.period.revenue).toEqual({
      amount: report.revenue - report.refunds.amount,
      currency: 'EUR',
    });
    const today = dashboard.series.find((d: { date: string }) => d.date === '2026-11-24');
    expect(today.revenue).toBe(report.revenue - report.refunds.amount);
  });
});

describe('permissions', () => {
  it('refuses read-only staff (403) and hides another shop’s sales (404)', async () => {
    const sale = (
      await api('POST', '/sales', {
        products: [{ productId: waxId, quantity: 1 }],
        payments: [{ method: 'cash', amount: 1200 }],
      })
    ).json();
    const asReadOnly = { cookie: readOnly };
    expect((await api('GET', `/sales/${sale.id}`, undefined, asReadOnly)).statusCode).toBe(403);
    expect((await api('GET', `/sales/${sale.id}/receipt.pdf`, undefined, asReadOnly)).statusCode).toBe(403);
    expect(
      (await api('POST', '/sales', { products: [{ productId: waxId, quantity: 1 }] }, asReadOnly)).statusCode,
    ).toBe(403);
    expect(
      (await api('POST', `/sales/${sale.id}/refunds`, { reason: 'x', full: true }, asReadOnly)).statusCode,
    ).toBe(403);
    expect(
      (await api('GET', '/sales-report?from=2026-11-24&to=2026-11-24', undefined, asReadOnly)).statusCode,
    ).toBe(403);
    const visit = await book();
    expect(
      (await api('POST', `/appointments/${visit}/checkout`, { payments: [] }, asReadOnly)).statusCode,
    ).toBe(403);

    const asOther = { cookie: other.cookie, shop: other.shopId };
    expect((await api('GET', `/sales/${sale.id}`, undefined, asOther)).statusCode).toBe(404);
    expect((await api('GET', `/sales/${sale.id}/receipt.pdf`, undefined, asOther)).statusCode).toBe(404);
    expect(
      (await api('POST', `/sales/${sale.id}/refunds`, { reason: 'x', full: true }, asOther)).statusCode,
    ).toBe(404);
    expect((await api('POST', `/appointments/${visit}/checkout`, { payments: [] }, asOther)).statusCode).toBe(
      404,
    );
    // Another shop's owner on this shop's path is refused outright.
    expect((await api('GET', `/sales/${sale.id}`, undefined, { cookie: other.cookie })).statusCode).toBe(403);
  });
});

describe('retries and points', () => {
  it('takes a sale sent twice with its Idempotency-Key once', async () => {
    const before = await stockOf(waxId);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/shops/${salon.shopId}/sales`,
        headers: { cookie: salon.cookie, 'idempotency-key': 'till-retry-1' },
        payload: {
          products: [{ productId: waxId, quantity: 2 }],
          payments: [{ method: 'cash', amount: 2400 }],
        },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().receipt.number).toBe(first.json().receipt.number);
    expect(await stockOf(waxId)).toBe(before - 2);
  });

  it('redeems points at checkout: they lower what is due, and the visit earns on what was paid', async () => {
    const on = await api('PUT', '/loyalty-settings', loyaltyProgramme);
    expect(on.statusCode, on.body).toBe(200);
    const gift = await api('POST', `/customers/${customerId}/loyalty/adjustments`, {
      points: 200,
      reason: 'Welcome',
    });
    expect(gift.statusCode, gift.body).toBe(201);
    const visit = await book();
    const draft = (await api('GET', `/appointments/${visit}/checkout`)).json();
    expect(draft.loyalty).toMatchObject({ balance: 200, redeemPoints: 100, redeemAmount: 500 });

    const tooMany = await api('POST', `/appointments/${visit}/checkout`, {
      loyaltyPoints: 300,
      payments: [{ method: 'cash', amount: 3000 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.code).toBe('InsufficientPoints');

    const res = await api('POST', `/appointments/${visit}/checkout`, {
      loyaltyPoints: 100,
      payments: [{ method: 'cash', amount: 4000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      loyaltyPoints: 100,
      loyaltyValue: 500,
      linesTotal: 4000,
      amountDue: 4000,
    });
    // 200 − 100 redeemed + 40 earned on the €40.00 paid.
    const points = (await api('GET', `/customers/${customerId}/loyalty`)).json();
    expect(points.balance).toBe(140);
  });

  it('earns on what was paid for services and products after a discount, not on the booked price', async () => {
    const before = (await api('GET', `/customers/${customerId}/loyalty`)).json().balance as number;
    const visit = await book();
    const res = await api('POST', `/appointments/${visit}/checkout`, {
      products: [{ productId: waxId, quantity: 1 }],
      discount: { kind: 'amount', amount: 1700, reason: 'Regular' },
      tips: [{ stylistId: ben(), amount: 500 }],
      payments: [{ method: 'cash', amount: 4500 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    // €45.00 cut + €12.00 wax − €17.00 = €40.00 paid for them; the tip earns nothing.
    expect(res.json()).toMatchObject({ linesTotal: 4000 });
    const after = (await api('GET', `/customers/${customerId}/loyalty`)).json().balance as number;
    expect(after - before).toBe(40);
  });

  it('takes back the points earned on what a refund gives back, never below zero', async () => {
    const balance = async () =>
      (await api('GET', `/customers/${customerId}/loyalty`)).json().balance as number;
    const start = await balance();
    const visit = await book();
    const sold = await api('POST', `/appointments/${visit}/checkout`, {
      payments: [{ method: 'cash', amount: 4500 }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(await balance()).toBe(start + 45);
    const saleId = sold.json().id as string;

    // A third of the €45.00 given back takes back a third of the 45 points.
    const part = await api('POST', `/sales/${saleId}/refunds`, { reason: 'Fringe uneven', amount: 1500 });
    expect(part.statusCode, part.body).toBe(201);
    expect(await balance()).toBe(start + 30);
    const ledger = (await api('GET', `/customers/${customerId}/loyalty`)).json();
    expect(JSON.stringify(ledger)).toContain('Fringe uneven');

    // The customer spends most of them; the rest of the refund takes back only what is left.
    const spent = await api('POST', `/customers/${customerId}/loyalty/adjustments`, {
      points: -(start + 20),
      reason: 'Voucher',
    });
    expect(spent.statusCode, spent.body).toBe(201);
    expect(await balance()).toBe(10);
    const rest = await api('POST', `/sales/${saleId}/refunds`, { reason: 'Redone elsewhere', full: true });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await balance()).toBe(0);
  });
});
