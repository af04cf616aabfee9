import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system', () => {
  it('answers health with the database kind and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      listener: 'up',
    });
  });

  it('answers the balancer’s liveness and readiness probes', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('names every answer with its X-Request-Id, the caller’s when usable', async () => {
    const given = await t.app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'proxy-42' } });
    expect(given.headers['x-request-id']).toBe('proxy-42');
    const refused = await t.app.inject({ url: '/api/nowhere', headers: { 'x-request-id': 'a b' } });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('describes every API route in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const routes = t.app.printRoutes({ commonPrefix: false });
    for (const path of [
      '/api/health',
      '/api/health/live',
      '/api/health/ready',
      '/api/auth/sign-up',
      '/api/auth/sign-in',
      '/api/auth/email-code',
      '/api/auth/email-code/verify',
      '/api/auth/refresh',
      '/api/auth/sign-out',
      '/api/auth/me',
      '/api/me/shops',
      '/api/public/subdomain-availability',
      '/api/admin/shops/{shopId}',
      '/api/admin/shops/{shopId}/members',
      '/api/platform/shops',
      '/api/admin/shops/{shopId}/services',
      '/api/admin/shops/{shopId}/stylists/{id}/hours',
      '/api/admin/shops/{shopId}/appointments/{id}/{action}',
      '/api/admin/shops/{shopId}/time-off',
      '/api/public/shops/{subdomain}',
      '/api/public/shops/{subdomain}/availability',
      '/api/public/shops/{subdomain}/bookings',
      '/api/public/bookings/{token}',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    expect(routes).toContain('health');
    expect(
      doc.paths['/api/auth/sign-in'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
  });

  it('serves the API reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers unknown routes with 404 in the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NotFound', message: 'No route for GET /api/nope' } });
  });
});
