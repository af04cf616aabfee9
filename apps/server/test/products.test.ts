import { and, eq, products, stockMovements } from '@salon/db';
import { AppError } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyStockMovement } from '../src/services/products/stock-ledger.ts';
import { createTestApp, joinShop, signUp, type TestApp } from './helpers.ts';

let t: TestApp;
let owner = '';
let shopId = '';
let otherOwner = '';
let otherShopId = '';
let staff = '';
let readOnly = '';

async function openShop(key: string) {
  const { cookie } = await signUp(t.app, `owner-${key}@example.com`, 'correct horse battery', `Owner ${key}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me/shops',
    headers: { cookie },
    payload: { name: `Salon ${key}`, subdomain: `salon-${key}`, timeZone: 'Europe/Berlin' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { cookie, shopId: res.json().id as string };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: owner, shopId } = await openShop('products'));
  ({ cookie: otherOwner, shopId: otherShopId } = await openShop('products-other'));
  staff = (await joinShop(t.app, t.ctx, shopId, 'staff-products@example.com')).cookie;
  readOnly = (await joinShop(t.app, t.ctx, shopId, 'readonly-products@example.com', { readOnly: true }))
    .cookie;
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  payload?: object,
  { cookie = owner, shop = shopId }: { cookie?: string; shop?: string } = {},
) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${shop}/products${path}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

let n = 0;
async function newProduct(fields: Record<string, unknown> = {}) {
  n += 1;
  const res = await api('POST', '', {
    name: `Product ${n}`,
    price: { amount: 1950, currency: 'EUR' },
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('products', () => {
  it('adds a product with its price, tax rate and opening stock, recorded as a movement', async () => {
    const product = await newProduct({
      name: 'Argan Shampoo 250 ml',
      sku: 'SH-250',
      barcode: '4006381333931',
      taxRateBps: 1900,
      initialStock: 12,
      lowStockThreshold: 3,
    });
    expect(product).toMatchObject({
      name: 'Argan Shampoo 250 ml',
      sku: 'SH-250',
      barcode: '4006381333931',
      price: { amount: 1950, currency: 'EUR' },
      taxRateBps: 1900,
      stock: 12,
      lowStockThreshold: 3,
      lowStock: false,
      archived: false,
    });
    const history = await api('GET', `/${product.id}/stock`);
    expect(history.json()).toMatchObject({
      total: 1,
      items: [{ kind: 'received', delta: 12, stockAfter: 12, actorName: 'Owner products' }],
    });
  });

  it('edits a product and leaves its stock alone', async () => {
    const product = await newProduct({ initialStock: 4 });
    const res = await api('PATCH', `/${product.id}`, {
      name: 'Styling Wax',
      price: { amount: 1200, currency: 'EUR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Styling Wax', price: { amount: 1200 }, stock: 4 });
  });

  it('refuses a price in another currency than the shop’s, naming the field', async () => {
    const res = await api('POST', '', { name: 'Dollar gel', price: { amount: 500, currency: 'USD' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([expect.objectContaining({ path: 'body.price.currency' })]);
  });

  it('refuses bad input with the field, never a 500', async () => {
    const res = await api('POST', '', {
      name: '',
      price: { amount: -5, currency: 'EUR' },
      taxRateBps: 10_001,
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.price.amount', 'body.taxRateBps']));
  });

  it('refuses a SKU or barcode another product of the shop has (409 ProductCodeUsed), not in another shop', async () => {
    await newProduct({ sku: 'DUP-1', barcode: '111' });
    const sku = await api('POST', '', { name: 'Copy', sku: 'DUP-1', price: { amount: 1, currency: 'EUR' } });
    expect(sku.statusCode).toBe(409);
    expect(sku.json().error).toMatchObject({ code: 'ProductCodeUsed', details: [{ path: 'body.sku' }] });
    const barcode = await api('POST', '', {
      name: 'Copy',
      barcode: '111',
      price: { amount: 1, currency: 'EUR' },
    });
    expect(barcode.json().error).toMatchObject({
      code: 'ProductCodeUsed',
      details: [{ path: 'body.barcode' }],
    });
    const other = await newProduct({ sku: 'FREE-1' });
    const edit = await api('PATCH', `/${other.id}`, { sku: 'DUP-1' });
    expect(edit.statusCode).toBe(409);
    // Empty codes are none: many products may have no SKU.
    await newProduct({ sku: '' });
    await newProduct({ sku: '' });
    const elsewhere = await api(
      'POST',
      '',
      { name: 'Same code, other salon', sku: 'DUP-1', price: { amount: 1, currency: 'EUR' } },
      { cookie: otherOwner, shop: otherShopId },
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('searches by name, SKU and barcode with a total, in pages', async () => {
    await newProduct({ name: 'Curl Cream Zeta', sku: 'CC-ZETA', barcode: '9990001' });
    await newProduct({ name: 'Zeta Serum', sku: 'SER-9' });
    const byName = (await api('GET', '?q=zeta')).json();
    expect(byName.total).toBe(2);
    expect((await api('GET', '?q=cc-ze')).json().items.map((p: { name: string }) => p.name)).toEqual([
      'Curl Cream Zeta',
    ]);
    expect((await api('GET', '?q=9990001')).json().total).toBe(1);
    expect((await api('GET', '?q=%25')).json().total).toBe(0);
    const page = (await api('GET', '?q=zeta&pageSize=1&page=2')).json();
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.items.map((p: { name: string }) => p.name)).toEqual(['Zeta Serum']);
  });

  it('lists low-stock products: at or below their threshold', async () => {
    const low = await newProduct({ name: 'Lowly Lotion', initialStock: 2, lowStockThreshold: 2 });
    await newProduct({ name: 'Lowly Plenty', initialStock: 10, lowStockThreshold: 2 });
    await newProduct({ name: 'Lowly Untracked', initialStock: 0 });
    const res = (await api('GET', '?lowStock=1&q=lowly')).json();
    expect(res.items.map((p: { id: string; lowStock: boolean }) => [p.id, p.lowStock])).toEqual([
      [low.id, true],
    ]);
  });

  it('receives goods and corrects a count with a reason; the history is newest first', async () => {
    const product = await newProduct({ initialStock: 5, lowStockThreshold: 2 });
    const received = await api('POST', `/${product.id}/stock`, { kind: 'received', quantity: 6 });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().product.stock).toBe(11);
    const noReason = await api('POST', `/${product.id}/stock`, {
      kind: 'adjusted',
      countedStock: 1,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details).toEqual([expect.objectContaining({ path: 'body.reason' })]);
    const counted = await api('POST', `/${product.id}/stock`, {
      kind: 'adjusted',
      countedStock: 1,
      reason: 'Two broken bottles',
    });
    expect(counted.json()).toMatchObject({
      product: { stock: 1, lowStock: true },
      movement: { kind: 'adjusted', delta: -10, stockAfter: 1, reason: 'Two broken bottles' },
    });
    const history = (await api('GET', `/${product.id}/stock`)).json();
    expect(history.items.map((m: { kind: string; delta: number }) => [m.kind, m.delta])).toEqual([
      ['adjusted', -10],
      ['received', 6],
      ['received', 5],
    ]);
  });

  it('takes no sale or return from the stock route: those come from checkout', async () => {
    const product = await newProduct({ initialStock: 5 });
    for (const kind of ['sold', 'returned']) {
      const res = await api('POST', `/${product.id}/stock`, { kind, quantity: 1 });
      expect(res.statusCode).toBe(400);
    }
    const negative = await api('POST', `/${product.id}/stock`, { kind: 'received', quantity: -3 });
    expect(negative.statusCode).toBe(400);
    expect((await api('GET', `/${product.id}/stock`)).json().total).toBe(1);
  });

  it('never lets stock go below zero', async () => {
    const product = await newProduct({ initialStock: 1 });
    await expect(
      t.ctx.db.transaction((tx) =>
        applyStockMovement(tx, {
          shopId,
          productId: product.id,
          delta: -2,
          kind: 'sold',
          reason: null,
          actorId: null,
        }),
      ),
    ).rejects.toMatchObject({ code: 'InsufficientStock' });
    const [row] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.stock).toBe(1);
    const movements = await t.ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id));
    expect(movements).toHaveLength(1);
  });

  it('keeps the count non-negative in the database itself, and records no movement for an unchanged count', async () => {
    const product = await newProduct({ initialStock: 2 });
    await expect(
      t.ctx.db.update(products).set({ stock: -1 }).where(eq(products.id, product.id)),
    ).rejects.toThrow();
    const same = await api('POST', `/${product.id}/stock`, {
      kind: 'adjusted',
      countedStock: 2,
      reason: 'Counted',
    });
    expect(same.json()).toMatchObject({ product: { stock: 2 }, movement: null });
    expect((await api('GET', `/${product.id}/stock`)).json().total).toBe(1);
  });

  it('sells the last pieces exactly once when sales race', async () => {
    const product = await newProduct({ initialStock: 5 });
    const sell = () =>
      t.ctx.db.transaction((tx) =>
        applyStockMovement(tx, {
          shopId,
          productId: product.id,
          delta: -1,
          kind: 'sold',
          reason: null,
          actorId: null,
        }),
      );
    const results = await Promise.allSettled(Array.from({ length: 12 }, sell));
    const sold = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    const [row] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.stock).toBe(0);
    const movements = await t.ctx.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, product.id), eq(stockMovements.kind, 'sold')));
    expect(movements).toHaveLength(5);
    expect(movements.map((m) => m.stockAfter).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('archives a product out of the list and brings it back', async () => {
    const product = await newProduct({ name: 'Archivable Oil' });
    const res = await api('PUT', `/${product.id}/archived`, { archived: true });
    expect(res.json().archived).toBe(true);
    expect((await api('GET', '?q=archivable')).json().total).toBe(0);
    expect((await api('GET', '?q=archivable&archived=1')).json().total).toBe(1);
    await api('PUT', `/${product.id}/archived`, { archived: false });
    expect((await api('GET', '?q=archivable')).json().total).toBe(1);
  });

  it('lets staff and read-only staff look products up, but only the owner change them', async () => {
    const product = await newProduct({ initialStock: 3 });
    for (const cookie of [staff, readOnly]) {
      expect((await api('GET', '', undefined, { cookie })).statusCode).toBe(200);
      expect((await api('GET', `/${product.id}/stock`, undefined, { cookie })).statusCode).toBe(200);
      const create = await api(
        'POST',
        '',
        { name: 'Nope', price: { amount: 1, currency: 'EUR' } },
        { cookie },
      );
      expect(create.statusCode).toBe(403);
      expect((await api('PATCH', `/${product.id}`, { name: 'Nope' }, { cookie })).statusCode).toBe(403);
      expect((await api('PUT', `/${product.id}/archived`, { archived: true }, { cookie })).statusCode).toBe(
        403,
      );
      const stock = await api('POST', `/${product.id}/stock`, { kind: 'received', quantity: 1 }, { cookie });
      expect(stock.statusCode).toBe(403);
    }
    expect((await api('GET', '', undefined, { cookie: otherOwner })).statusCode).toBe(403);
  });

  it('treats another shop’s product as unknown (404)', async () => {
    const product = await newProduct({ initialStock: 3 });
    const as = { cookie: otherOwner, shop: otherShopId };
    expect((await api('PATCH', `/${product.id}`, { name: 'Stolen' }, as)).statusCode).toBe(404);
    expect((await api('PUT', `/${product.id}/archived`, { archived: true }, as)).statusCode).toBe(404);
    expect((await api('GET', `/${product.id}/stock`, undefined, as)).statusCode).toBe(404);
    expect(
      (await api('POST', `/${product.id}/stock`, { kind: 'received', quantity: 1 }, as)).statusCode,
    ).toBe(404);
    const adjust = await api(
      'POST',
      `/${product.id}/stock`,
      { kind: 'adjusted', countedStock: 0, reason: 'x' },
      as,
    );
    expect(adjust.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ name: product.name, stock: 3, archived: false });
  });
});
