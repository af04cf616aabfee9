import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { createSalon } from './salon-fixture.ts';

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
beforeAll(async () => {
  t = await createTestApp({ webRoot: fakeBuild() });
  await createSalon(t.app, 'web');
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
    expect(manage.statusCode).toBe(200);
    expect(manage.body).not.toContain('as="fetch"');
    // A manage link names its salon first; the page is the widget all the same.
    const named = await t.app.inject({ method: 'GET', url: '/book/salon-web/manage/some-token-value-here' });
    expect(named.statusCode).toBe(200);
    expect(named.headers['content-type']).toContain('text/html');
    // A preview asks for the shop with the staff session: no anonymous preload that would fail.
    const preview = await t.app.inject({ method: 'GET', url: '/book/salon-web?preview=1' });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).not.toContain('as="fetch"');
    const unknown = await t.app.inject({ method: 'GET', url: '/book/<script>' });
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
