import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makePlatformAdmin, signIn, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

let t: TestApp;
let salon: Salon;
let webRoot = '';

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'salon-private-'));
  for (const app of ['admin', 'booking', 'account']) {
    mkdirSync(join(webRoot, app, 'dist', 'assets'), { recursive: true });
    writeFileSync(
      join(webRoot, app, 'dist', 'index.html'),
      '<html><head></head><div class="boot"></div></html>',
    );
    writeFileSync(join(webRoot, app, 'dist', 'assets', 'app-abc123.js'), 'console.log(1)');
  }
  writeFileSync(join(webRoot, 'booking', 'dist', 'embed.js'), 'void 0');
  t = await createTestApp({ webRoot });
  salon = await createSalon(t.app, 'private');
  await makePlatformAdmin(t.ctx, 'owner-private@example.com');
  // Signed in again: the session carries the new role.
  salon.cookie = (await signIn(t.app, 'owner-private@example.com', 'correct horse battery')).cookie;
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('answers behind a session', () => {
  it('may be kept by no cache: JSON, CSV and exports of the signed-in areas', async () => {
    const base = `/api/admin/shops/${salon.shopId}`;
    for (const url of [
      '/api/auth/me',
      '/api/me/account/profile',
      '/api/me/account/export',
      `${base}`,
      `${base}/customers`,
      `${base}/customers/export.csv`,
      `${base}/sales-report.csv?from=2026-11-01&to=2026-11-30`,
      `${base}/dashboard?from=2026-11-01&to=2026-11-30`,
      '/api/platform/shops',
    ]) {
      const res = await get(url, salon.cookie);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('may be kept by no cache when they refuse, or when nobody is signed in', async () => {
    const refused = await get(`/api/admin/shops/${salon.shopId}/customers`);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const signedOut = await get('/api/auth/me');
    expect(signedOut.json().user).toBeNull();
    expect(signedOut.headers['cache-control']).toBe('private, no-store');
  });

  it('may be kept by no cache when they set a cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'owner-private@example.com', password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeDefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('may be kept by no cache when a public answer was asked for with a session', async () => {
    const res = await get(`/api/public/shops/${salon.subdomain}`, salon.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('answers the same for everyone', () => {
  it('keep their own caching, with or without a session', async () => {
    for (const cookie of [undefined, salon.cookie]) {
      const asset = await get('/admin/assets/app-abc123.js', cookie);
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const embed = await get('/embed.js', cookie);
      expect(embed.headers['cache-control']).toBe('public, max-age=300');
      const page = await get('/admin/calendar', cookie);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const shop = await get(`/api/public/shops/${salon.subdomain}`);
    expect(shop.statusCode).toBe(200);
    expect(shop.headers['cache-control']).toBeUndefined();
  });
});
