import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { createSalon } from './salon-fixture.ts';

const inlineScript =
  "if (/[?&]embed=/.test(location.search)) document.documentElement.className = 'embedded';";
let t: TestApp;
let webRoot = '';

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'salon-headers-'));
  for (const app of ['admin', 'booking', 'account']) {
    mkdirSync(join(webRoot, app, 'dist', 'assets'), { recursive: true });
    writeFileSync(
      join(webRoot, app, 'dist', 'index.html'),
      `<!doctype html><head>${app === 'booking' ? `<script>${inlineScript}</script>` : ''}</head><div class="boot"></div>`,
    );
  }
  writeFileSync(join(webRoot, 'booking', 'dist', 'embed.js'), 'void 0');
  t = await createTestApp({ webRoot, env: { TRUST_PROXY: '1' } });
  await createSalon(t.app, 'headers');
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const csp = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    String(headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('keeps the admin app out of frames, with a script policy of its own', async () => {
    const res = await get('/admin/calendar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
    const policy = csp(res.headers);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps the customer site out of frames', async () => {
    const res = await get('/account/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
    const policy = csp(res.headers);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets any site frame the booking widget, allowing only its own inline script and Stripe.js', async () => {
    const res = await get('/book/salon-headers');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBeUndefined();
    const policy = csp(res.headers);
    expect(policy['frame-ancestors']).toEqual(['*']);
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    // Stripe.js (loaded only on the payment step), its card frames and its API calls.
    expect(policy['script-src']).toEqual(["'self'", `'sha256-${hash}'`, 'https://js.stripe.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com', 'https://m.stripe.network']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const loader = await get('/embed.js');
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(loader.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no Referer from the page whose address holds a manage token', async () => {
    const page = await get('/book/manage/some-token');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(csp(page.headers)['frame-ancestors']).toEqual(['*']);
    const named = await get('/book/salon-headers/manage/some-token');
    expect(named.headers['referrer-policy']).toBe('no-referrer');
    expect((await get('/book/salon-headers')).headers['referrer-policy']).not.toBe('no-referrer');
    const api = await get('/api/public/bookings/some-token');
    expect(api.headers['referrer-policy']).toBe('no-referrer');
    // A review link is a token too.
    expect((await get('/book/salon-headers/review/some-token')).headers['referrer-policy']).toBe(
      'no-referrer',
    );
    expect((await get('/api/public/reviews/some-token')).headers['referrer-policy']).toBe('no-referrer');
  });

  it('gives API answers, errors included, a policy that allows nothing and no framing', async () => {
    for (const url of ['/api/health', '/api/nowhere', '/api/auth/me']) {
      const res = await get(url);
      expect(csp(res.headers), url).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('asks for HTTPS only on requests that came over HTTPS', async () => {
    expect((await get('/admin/')).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const secure = await get('/admin/', { 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{6,}/);
    // Without a trusted proxy, X-Forwarded-Proto is the client's own claim and gets no HSTS.
    const direct = await createTestApp({ webRoot });
    try {
      const res = await direct.app.inject({
        method: 'GET',
        url: '/admin/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
    }
  });
});
