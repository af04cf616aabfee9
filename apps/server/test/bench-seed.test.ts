import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBenchShop } from '../../../bench/seed-bench-shop.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// The benchmarks measure this shop; if it stopped being bookable they would time 404s again.
describe('bench seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2027-02-28T12:00:00Z') });
  });
  afterAll(() => t.close());

  it('produces a live shop whose availability answers 200 with slots', async () => {
    const seeded = await seedBenchShop(t.database.db, {
      firstDate: '2027-03-01',
      days: 7,
      stylistCount: 4,
      appointmentCount: 40,
    });
    const res = await t.app.inject({
      url: `/api/public/shops/${seeded.shop.subdomain}/availability?services=${seeded.serviceId}&from=2027-03-01&to=2027-03-07`,
    });
    expect(res.statusCode).toBe(200);
    const days = res.json().days as { slots: unknown[] }[];
    expect(days).toHaveLength(7);
    expect(days.reduce((n, d) => n + d.slots.length, 0)).toBeGreaterThan(0);
  });
});
