import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// What a form may send by mistake is refused with the field's path, never clamped, rounded or
// cut short: the person sees under which field to look.
describe('input the server refuses rather than changes', () => {
  let t: TestApp;
  let salon: Salon;
  let base: string;

  const send = (method: 'POST' | 'PUT' | 'PATCH', path: string, payload: object) =>
    t.app.inject({ method, url: `${base}${path}`, headers: { cookie: salon.cookie }, payload });
  const refusedPaths = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json() as { error: { code: string; details: { path: string }[] } };
    expect(error.code).toBe('ValidationError');
    return error.details.map((d) => d.path);
  };

  beforeAll(async () => {
    t = await createTestApp();
    salon = await createSalon(t.app, 'limits');
    base = `/api/admin/shops/${salon.shopId}`;
  });
  afterAll(() => t.close());

  describe('numbers out of range and malformed colours', () => {
    it('refuses a negative stock count, naming it', async () => {
      const product = await send('POST', '/products', {
        name: 'Matte Wax',
        price: { amount: 1200, currency: 'EUR' },
      });
      expect(product.statusCode, product.body).toBe(201);
      const res = await send('POST', `/products/${product.json().id}/stock`, {
        kind: 'adjusted',
        countedStock: -3,
        reason: 'Counted',
      });
      expect(refusedPaths(res)).toContain('body.countedStock');
      const initial = await send('POST', '/products', {
        name: 'Shine Spray',
        price: { amount: 900, currency: 'EUR' },
        initialStock: -3,
      });
      expect(refusedPaths(initial)).toContain('body.initialStock');
    });

    it('refuses a reminder a negative number of hours before the visit, naming it', async () => {
      const res = await send('PATCH', '/notification-settings', { reminderHours: -5 });
      expect(refusedPaths(res)).toEqual(['body.reminderHours']);
    });

    it('refuses 0 loyalty points per visit, naming the field', async () => {
      const res = await send('PUT', '/loyalty-settings', {
        enabled: true,
        earnMode: 'perVisit',
        pointsPerUnit: 1,
        pointsPerVisit: 0,
        redeemPoints: 100,
        redeemAmount: 500,
        minimumRedeemPoints: 100,
        expiryMonths: null,
      });
      expect(refusedPaths(res)).toEqual(['body.pointsPerVisit']);
    });

    it('refuses booking 99999 days ahead instead of saving 730', async () => {
      const res = await send('PATCH', '/rules', { maxAdvanceDays: 99999 });
      expect(refusedPaths(res)).toEqual(['body.maxAdvanceDays']);
      const rules = await t.app.inject({ url: `${base}/rules`, headers: { cookie: salon.cookie } });
      expect(rules.json().maxAdvanceDays).not.toBe(730);
    });

    it('refuses a colour written as a word, naming it', async () => {
      const res = await send('PATCH', '', { brandColor: 'purple' });
      expect(refusedPaths(res)).toEqual(['body.brandColor']);
    });
  });

  describe('names longer than a person writes', () => {
    const long = 'A'.repeat(300);

    it('refuses a 300-character service name', async () => {
      const res = await send('POST', '/services', {
        categoryId: salon.categoryId,
        name: long,
        durationMinutes: 30,
        price: { amount: 1000, currency: 'EUR' },
        stylists: [{ stylistId: salon.stylists[0]?.id }],
      });
      expect(refusedPaths(res)).toEqual(['body.name']);
      const renamed = await send('PATCH', `/services/${salon.services.cut}`, { name: long });
      expect(refusedPaths(renamed)).toEqual(['body.name']);
    });

    it('refuses names of 300 characters for products, team members, customers, categories and the salon', async () => {
      const product = await send('POST', '/products', {
        name: long,
        price: { amount: 100, currency: 'EUR' },
      });
      expect(refusedPaths(product)).toEqual(['body.name']);
      const stylist = await send('POST', '/stylists', { name: long });
      expect(refusedPaths(stylist)).toEqual(['body.name']);
      const customer = await send('POST', '/customers', { name: long, phone: '+49 30 1234567' });
      expect(refusedPaths(customer)).toEqual(['body.name']);
      const category = await send('POST', '/categories', { name: long });
      expect(refusedPaths(category)).toEqual(['body.name']);
      const shop = await send('PATCH', '', { name: long });
      expect(refusedPaths(shop)).toEqual(['body.name']);
    });

    it('takes a name of exactly 120 characters', async () => {
      const res = await send('POST', '/categories', { name: 'B'.repeat(120) });
      expect(res.statusCode, res.body).toBe(201);
    });
  });
});
