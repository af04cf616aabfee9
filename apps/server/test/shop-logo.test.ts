import { createHash } from 'node:crypto';
import { and, eq, mailOutbox } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, joinShop, signUp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// A 1×1 PNG: small, and decodable by everything that draws it (browsers, mail programs, PDF).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let t: TestApp;
let salon: Salon;

const upload = (body: Buffer | string, contentType: string, cookie = salon.cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/shops/${salon.shopId}/logo`,
    headers: { cookie, 'content-type': contentType },
    payload: body,
  });
const admin = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie: salon.cookie },
    ...(payload ? { payload } : {}),
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const refusal = (res: { statusCode: number; json: () => { error: { details: { path: string }[] } } }) => ({
  status: res.statusCode,
  path: res.json().error.details?.[0]?.path,
});

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://salons.example.com' } });
  salon = await createSalon(t.app, 'logo');
}, 120_000);
afterAll(() => t.close());

describe('a salon’s logo file', () => {
  it('is uploaded, then served at an address of its content with its type and cache headers', async () => {
    const res = await upload(png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const path = `/api/public/shops/${salon.subdomain}/logo/${sha(png)}`;
    expect(res.json().logoUrl).toBe(path);
    const page = (await get(`/api/public/shops/${salon.subdomain}`)).json();
    expect(page.branding.logoUrl).toBe(path);

    const served = await get(path);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${sha(png)}"`,
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    expect((await get(path, { 'if-none-match': `"${sha(png)}"` })).statusCode).toBe(304);

    // The address without the hash is whichever logo the salon has now, revalidated soon.
    const current = await get(`/api/public/shops/${salon.subdomain}/logo`);
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('public, max-age=300');
    // An address of an earlier logo leads to the current one.
    const old = await get(`/api/public/shops/${salon.subdomain}/logo/${'0'.repeat(64)}`);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(path);
  });

  it('is read by its bytes: a wrong type, an SVG, a page named like a PNG and a file too big are refused', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(refusal(await upload(gif, 'image/gif'))).toEqual({ status: 400, path: 'body' });
    const svg = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
    );
    expect(refusal(svg)).toEqual({ status: 400, path: 'body' });
    expect(svg.json().error.message).toMatch(/SVG is not accepted/);
    // "logo.png" that is a page: its declared type changes nothing.
    const fake = await upload('<html><script>alert(1)</script></html>', 'image/png');
    expect(refusal(fake)).toEqual({ status: 400, path: 'body' });
    expect(fake.json().error.message).toMatch(/not a PNG, JPEG or WebP/);
    const big = Buffer.concat([png, Buffer.alloc(600 * 1024)]);
    const tooBig = await upload(big, 'image/png');
    expect(refusal(tooBig)).toEqual({ status: 400, path: 'body' });
    expect(tooBig.json().error.message).toMatch(/at most 512 KB/);
    const huge = await upload(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PayloadTooLarge');
    // Nothing refused took the place of the logo.
    expect((await admin('GET', '')).json().logoUrl).toBe(
      `/api/public/shops/${salon.subdomain}/logo/${sha(png)}`,
    );
  });

  it('is shown in mails at an absolute address and printed on receipts', async () => {
    const customer = (
      await admin('POST', '/customers', { name: 'Lia Logo', email: 'lia@example.com' })
    ).json();
    const product = (
      await admin('POST', '/products', {
        name: 'Wax',
        price: { amount: 900, currency: 'EUR' },
        initialStock: 5,
      })
    ).json();
    const sale = (
      await admin('POST', '/sales', {
        customerId: customer.id,
        products: [{ productId: product.id, quantity: 1 }],
        payments: [{ method: 'cash', amount: 900 }],
      })
    ).json();
    expect((await admin('POST', `/sales/${sale.id}/receipt/email`, {})).statusCode).toBe(200);
    const [mail] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'lia@example.com'), eq(mailOutbox.kind, 'receipt')));
    expect(mail?.html).toContain(
      `<img src="https://salons.example.com/api/public/shops/${salon.subdomain}/logo/${sha(png)}"`,
    );
    const pdf = (await admin('GET', `/sales/${sale.id}/receipt.pdf`)).rawPayload.toString('latin1');
    expect(pdf).toMatch(/\/Subtype \/Image/);
  });

  it('is the owner’s to change: staff and other salons are refused', async () => {
    const staff = (await joinShop(t.app, t.ctx, salon.shopId, 'staff-logo@example.com')).cookie;
    expect((await upload(png, 'image/png', staff)).statusCode).toBe(403);
    const stranger = (await signUp(t.app, 'stranger-logo@example.com')).cookie;
    expect((await upload(png, 'image/png', stranger)).statusCode).toBe(403);
  });

  it('takes no typed address but an https one, checked on the server, which replaces the file', async () => {
    for (const address of [
      'http://cdn.example.com/logo.png',
      'javascript:alert(1)',
      'https://127.0.0.1/l.png',
    ]) {
      const res = await admin('PATCH', '', { logoUrl: address });
      expect(refusal(res), address).toEqual({ status: 400, path: 'body.logoUrl' });
    }
    const typed = await admin('PATCH', '', { logoUrl: 'https://cdn.example.com/logo.png' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().logoUrl).toBe('https://cdn.example.com/logo.png');
    expect((await get(`/api/public/shops/${salon.subdomain}/logo`)).statusCode).toBe(404);
  });

  it('is removed, file and address alike', async () => {
    expect((await upload(png, 'image/png')).statusCode).toBe(200);
    const removed = await admin('DELETE', '/logo');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().logoUrl).toBeNull();
    expect((await get(`/api/public/shops/${salon.subdomain}`)).json().branding.logoUrl).toBeNull();
    expect((await get(`/api/public/shops/${salon.subdomain}/logo`)).statusCode).toBe(404);
    expect((await get(`/api/public/shops/${salon.subdomain}/logo/${sha(png)}`)).statusCode).toBe(404);
  });
});
