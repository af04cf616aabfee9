import { sql } from '@salon/db';
import { taxOfGross } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { queryRows } from '../src/infra/sql.ts';
import { createTestApp, signIn, signUp, type TestApp } from './helpers.ts';
import { pdfText } from './pdf-text.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// Tuesday 24 November 2026, 08:00 in Berlin.
const clock = new Date('2026-11-24T07:00:00Z');
let t: TestApp;
let salon: Salon;

const call = async (
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  status = 200,
) => {
  const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res;
};
const api = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object, status?: number) =>
  call(salon.cookie, method, `/api/admin/shops/${salon.shopId}${path}`, payload, status);
const shares = (gross: number, rateBps: number) => ({ rateBps, gross, ...taxOfGross(gross, rateBps) });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'standard-tax');
}, 120_000);
afterAll(() => t.close());

describe('a salon’s standard tax rate', () => {
  it('is its country’s for a new salon, and none is included where sales tax is added on top', async () => {
    expect((await api('GET', '')).json().serviceTaxRateBps).toBe(1900);
    const { cookie } = await signUp(t.app, 'owner-abroad@example.com');
    const open = async (subdomain: string, body: object) =>
      (await call(cookie, 'POST', '/api/me/shops', { name: subdomain, subdomain, ...body }, 201)).json();
    expect(await open('salon-lisboa', { timeZone: 'Europe/Lisbon' })).toMatchObject({
      country: 'PT',
      serviceTaxRateBps: 2300,
    });
    expect(await open('salon-wien', { timeZone: 'Europe/Berlin', country: 'AT' })).toMatchObject({
      country: 'AT',
      serviceTaxRateBps: 2000,
    });
    const nyc = await open('salon-nyc', { timeZone: 'America/New_York' });
    expect(nyc).toMatchObject({ country: 'US', serviceTaxRateBps: 0 });

    // Its receipts do not claim a tax they do not include.
    const base = `/api/admin/shops/${nyc.id}`;
    const product = (
      await call(
        cookie,
        'POST',
        `${base}/products`,
        { name: 'Pomade', price: { amount: 1500, currency: 'EUR' }, initialStock: 1 },
        201,
      )
    ).json();
    const sale = (
      await call(
        cookie,
        'POST',
        `${base}/sales`,
        { products: [{ productId: product.id, quantity: 1 }], payments: [{ method: 'cash', amount: 1500 }] },
        201,
      )
    ).json();
    expect(sale.taxTotal).toBe(0);
    const receipt = pdfText(
      (await call(cookie, 'GET', `${base}/sales/${sale.id}/receipt.pdf?lang=en`)).rawPayload,
    );
    expect(receipt).toContain('No tax is included in these prices.');
    expect(receipt).not.toContain('All prices include tax.');
  });

  it('taxes a checked-out visit of the demo salon at 19 %, on the receipt too', async () => {
    await seedDemo(t.ctx, 'demo password');
    const { cookie, session } = await signIn(t.app, 'owner@demo.salon', 'demo password');
    const shopId = session.shops[0].id as string;
    const [visit] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select id from appointments where shop_id = ${shopId} and status = 'completed'
           order by starts_at desc limit 1`,
    );
    const base = `/api/admin/shops/${shopId}`;
    const draft = (await call(cookie, 'GET', `${base}/appointments/${visit?.id}/checkout`)).json();
    const price = draft.services[0].price as number;
    expect(draft.services[0].taxRateBps).toBe(1900);
    const sale = (
      await call(
        cookie,
        'POST',
        `${base}/appointments/${visit?.id}/checkout`,
        { payments: [{ method: 'cash', amount: price - draft.deposit }] },
        201,
      )
    ).json();
    expect(sale.taxBreakdown).toEqual([shares(price, 1900)]);
    expect(sale.taxTotal).toBeGreaterThan(0);
    const receipt = pdfText(
      (await call(cookie, 'GET', `${base}/sales/${sale.id}/receipt.pdf?lang=en`)).rawPayload,
    );
    expect(receipt).toContain(`${draft.services[0].name} (19%)`);
    expect(receipt).toContain('All prices include tax.');
  });

  it('sells a product without its own rate at the salon’s, one with its own at that', async () => {
    const product = async (name: string, taxRateBps?: number) =>
      (
        await api(
          'POST',
          '/products',
          {
            name,
            price: { amount: 1000, currency: 'EUR' },
            initialStock: 20,
            ...(taxRateBps === undefined ? {} : { taxRateBps }),
          },
          201,
        )
      ).json();
    const shampoo = await product('Shampoo');
    const book = await product('Hair book', 700);
    expect(shampoo.taxRateBps).toBeNull();
    expect(book.taxRateBps).toBe(700);
    const sale = (
      await api(
        'POST',
        '/sales',
        {
          products: [
            { productId: shampoo.id, quantity: 1 },
            { productId: book.id, quantity: 1 },
          ],
          payments: [{ method: 'cash', amount: 2000 }],
        },
        201,
      )
    ).json();
    expect(sale.lines.map((l: { name: string; taxRateBps: number }) => [l.name, l.taxRateBps])).toEqual([
      ['Shampoo', 1900],
      ['Hair book', 700],
    ]);
    expect(sale.taxBreakdown).toEqual([shares(1000, 700), shares(1000, 1900)]);
    // Given a rate of its own, then back to the salon's.
    const own = await api('PATCH', `/products/${shampoo.id}`, { taxRateBps: 1000 });
    expect(own.json().taxRateBps).toBe(1000);
    const back = await api('PATCH', `/products/${shampoo.id}`, { taxRateBps: null });
    expect(back.json().taxRateBps).toBeNull();
  });

  it('changes the rate of sales from now on, never of receipts already issued', async () => {
    const shampoo = (await api('GET', '/products?q=Shampoo')).json().items[0];
    const sell = async () =>
      (
        await api(
          'POST',
          '/sales',
          {
            services: [{ serviceId: salon.services.cut, stylistId: salon.stylists[0]?.id }],
            products: [{ productId: shampoo.id, quantity: 1 }],
            payments: [{ method: 'cash', amount: 5500 }],
          },
          201,
        )
      ).json();
    const before = await sell();
    expect(before.taxBreakdown).toEqual([shares(5500, 1900)]);

    const changed = await api('PATCH', '', { serviceTaxRateBps: 2000 });
    expect(changed.json().serviceTaxRateBps).toBe(2000);
    const after = await sell();
    expect(after.taxBreakdown).toEqual([shares(5500, 2000)]);

    const kept = (await api('GET', `/sales/${before.id}`)).json();
    expect(kept.taxBreakdown).toEqual([shares(5500, 1900)]);
    const receipt = pdfText((await api('GET', `/sales/${before.id}/receipt.pdf?lang=en`)).rawPayload);
    expect(receipt).toContain('Cut (19%)');
    expect(receipt).not.toContain('20%');
    const report = (await api('GET', '/sales-report?from=2026-11-24&to=2026-11-24')).json();
    expect(report.taxBreakdown).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rateBps: 1900 }),
        expect.objectContaining({ rateBps: 2000, gross: 5500 }),
      ]),
    );
  });

  it('refuses a rate outside 0–100 %, naming the field', async () => {
    const res = await api('PATCH', '', { serviceTaxRateBps: 10_001 }, 400);
    expect(res.json().error.details[0].path).toBe('body.serviceTaxRateBps');
  });
});
