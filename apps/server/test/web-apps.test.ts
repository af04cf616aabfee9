import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idLinkToken } from '../src/infra/link-tokens.ts';
import { queryRows } from '../src/infra/sql.ts';
import { preferencesTokenFor } from '../src/services/notification-preferences/preference-token.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// A stand-in for the built apps, shaped like Vite's output.
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'salon-web-'));
  const booking = join(root, 'booking/dist');
  mkdirSync(join(booking, 'assets'), { recursive: true });
  writeFileSync(
    join(booking, 'index.html'),
    '<html><head><script type="module" crossorigin src="/book/assets/index-a1.js"></script><link rel="stylesheet" crossorigin href="/book/assets/index-b2.css"></head><body><div id="root"><div class="boot"></div></div></body></html>',
  );
  writeFileSync(join(booking, 'assets/index-a1.js'), 'console.log(1)');
  writeFileSync(join(booking, 'assets/index-b2.css'), 'body{color:red}');
  writeFileSync(join(booking, 'assets/de-c3.js'), 'export default {}');
  writeFileSync(join(booking, 'embed.js'), '(function(){})()');
  const admin = join(root, 'admin/dist');
  mkdirSync(admin, { recursive: true });
  writeFileSync(join(admin, 'index.html'), '<html><body><div id="root"></div></body></html>');
  writeFileSync(join(admin, 'sw.js'), 'self.addEventListener("install", () => {})');
  const account = join(root, 'account/dist');
  mkdirSync(join(account, 'assets'), { recursive: true });
  writeFileSync(
    join(account, 'index.html'),
    '<html><head><script type="module" crossorigin src="/account/assets/index-d4.js"></script><link rel="stylesheet" crossorigin href="/account/assets/index-e5.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(account, 'assets/index-d4.js'), 'console.log(2)');
  writeFileSync(join(account, 'assets/index-e5.css'), 'main{color:blue}');
  writeFileSync(join(account, 'assets/fr-f6.js'), 'export default {}');
  writeFileSync(join(account, 'sw.js'), 'self.addEventListener("push", () => {})');
  return root;
}

let t: TestApp;
let salon: Salon;
beforeAll(async () => {
  t = await createTestApp({ webRoot: fakeBuild() });
  salon = await createSalon(t.app, 'web');
});
afterAll(() => t.close());

describe('the admin app’s offline worker', () => {
  it('is served from the site root as a script that is always revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener');
    expect((await t.app.inject({ method: 'GET', url: '/admin/calendar' })).body).toContain('id="root"');
  });
});

describe('the booking page', () => {
  it('arrives with the salon’s name, its styles inline and hints for the shop data and language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/book/salon-web',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<p class="boot-title">Salon web</p>');
    expect(res.body).toContain('<style>body{color:red}</style>');
    expect(res.body).not.toContain('rel="stylesheet"');
    expect(res.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/public/shops/salon-web">',
    );
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/book/assets/de-c3.js">');
  });

  it('serves the manage page and unknown shops without shop hints, and never HTML for a missing file', async () => {
    const manage = await t.app.inject({ method: 'GET', url: '/book/manage/some-token-value-here' });
    expect(manage.statusCode).toBe(404);
    expect(manage.body).not.toContain('as="fetch"');
    // A manage link names its salon first; the page is the widget all the same.
    const named = await t.app.inject({ method: 'GET', url: '/book/salon-web/manage/some-token-value-here' });
    expect(named.statusCode).toBe(404);
    expect(named.headers['content-type']).toContain('text/html');
    expect(named.body).toContain('<div class="boot">');
    // A preview asks for the shop with the staff session: no anonymous preload that would fail.
    const preview = await t.app.inject({ method: 'GET', url: '/book/salon-web?preview=1' });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).not.toContain('as="fetch"');
    const unknown = await t.app.inject({ method: 'GET', url: '/book/<script>' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('<script>"');
    expect(unknown.body).not.toContain('boot-title');
    expect((await t.app.inject({ method: 'GET', url: '/book/assets/gone-123.js' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/book/assets/index-a1.js' })).headers['cache-control'],
    ).toContain('immutable');
  });

  it('serves the embed loader to any site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/embed.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('the customer site', () => {
  it('serves every page of /account/ with its styles inline and hints for the session and language', async () => {
    for (const url of ['/account/', '/account/points', '/account/settings']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<style>main{color:blue}</style>');
      expect(res.body).toContain(
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/auth/me">',
      );
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/account/assets/fr-f6.js">');
    }
    const bare = await t.app.inject({ method: 'GET', url: '/account' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/account/');
  });

  it('serves its push worker at /account/sw.js, always revalidated, and no page for a missing file', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/account/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain('push');
    expect((await t.app.inject({ method: 'GET', url: '/account/assets/gone-1.js' })).statusCode).toBe(404);
  });
});

describe('an address that leads to nothing', () => {
  const clock = new Date();
  let booking = { id: '', manageToken: '', customerId: '' };
  const page = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    const monday = new Date(clock.getTime() + 8 * 86_400_000);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7));
    const start = `${monday.toISOString().slice(0, 10)}T10:00:00+01:00`;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/public/shops/salon-web/bookings',
      payload: {
        services: [salon.services.cut],
        start,
        stylist: 'any',
        customer: { name: 'Nora', email: 'nora@example.com', phone: '+4930123456' },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id, manageToken } = booked.json().booking;
    const [visit] = await queryRows<{ customer_id: string }>(
      t.ctx.db,
      sql`select customer_id from appointments where id = ${id}`,
    );
    booking = { id, manageToken, customerId: visit?.customer_id as string };
  });

  it('answers 404 with the booking page for an unknown salon or a link that names nothing', async () => {
    const forged = `${booking.id.replace(/-/g, '')}${'A'.repeat(43)}`;
    for (const url of [
      '/book/',
      '/book/no-such-salon',
      '/book/no-such-salon?preview=1',
      '/book/salon-web/manage',
      `/book/salon-web/manage/${forged}`,
      `/book/salon-web/manage/${booking.manageToken.slice(0, 40)}`,
      `/book/manage/${forged}`,
      '/book/salon-web/review',
      `/book/salon-web/review/${forged}`,
      '/book/salon-web/preferences',
      '/book/salon-web/preferences/not-a-real-link',
      '/book/salon-web/a/b/c',
      '/b/no-such-link',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root"><div class="boot"></div></div>');
      expect(res.body, url).not.toContain('boot-title');
    }
  });

  it('answers 200 for what exists', async () => {
    for (const url of [
      '/book/salon-web',
      '/book/SALON-WEB',
      `/book/salon-web/manage/${booking.manageToken}`,
      `/book/manage/${booking.manageToken}`,
      `/book/salon-web/review/${idLinkToken(t.ctx.keys.tokens, 'review', booking.id, booking.customerId)}`,
      `/book/salon-web/preferences/${preferencesTokenFor(t.ctx, booking.customerId, new Date())}`,
    ]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });

  it('answers 404 with the app for an address none of its pages has', async () => {
    for (const url of [
      '/account/nowhere',
      '/account/points/more',
      '/admin/nowhere',
      '/admin/team/1/2',
      '/admin/x?y=1',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('id="root"');
    }
    for (const url of [
      '/account/',
      '/account/profile/',
      '/account/?when=past',
      '/admin/',
      '/admin/calendar?date=2026-11-24',
      '/admin/team/42',
      '/admin/settings/payments',
      '/admin/invitations/some-token',
      '/admin/notifications/settings',
    ]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });
});

describe('a salon name with replacement patterns', () => {
  it('is put into the booking page as typed', async () => {
    const name = "Salon $` $' $& $1 $$ <b>";
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shops/${salon.shopId}`,
      headers: { cookie: salon.cookie },
      payload: { name },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/book/salon-web' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<p class="boot-title">Salon $` $&#39; $&amp; $1 $$ &lt;b&gt;</p><div class="boot"></div>',
    );
    // Nothing of the page was copied into it, and it has one head and one boot.
    expect(res.body.split('</head>')).toHaveLength(2);
    expect(res.body.split('class="boot"')).toHaveLength(2);
    expect(res.body.split('<style>')).toHaveLength(2);
    expect(res.body.endsWith('</body></html>')).toBe(true);
  });
});
