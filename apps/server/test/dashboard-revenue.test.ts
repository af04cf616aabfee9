import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// Monday 16 November 2026, 08:00 in Berlin: the week before the one the dashboard shows.
let clock = new Date('2026-11-16T07:00:00Z');
let t: TestApp;
let salon: Salon;

const api = async (method: 'GET' | 'POST', path: string, payload?: object) => {
  const res = await t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie: salon.cookie },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
const visit = async (start: string, stylist: number, service: 'cut' | 'color' = 'cut') =>
  (
    await api('POST', '/appointments', {
      services: [salon.services[service]],
      start,
      stylist: salon.stylists[stylist]?.id,
    })
  ).id as string;
const complete = (id: string) => api('POST', `/appointments/${id}/complete`, {});
/** Moves the clock, signed in again: a week on, the session's access cookie has lapsed. */
const setClock = async (at: string) => {
  clock = new Date(at);
  salon.cookie = (await signIn(t.app, 'owner-revenue-mix@example.com', 'correct horse battery')).cookie;
};
const dashboard = (from: string, to: string) => api('GET', `/dashboard?from=${from}&to=${to}`);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'revenue-mix');
  const shampoo = (
    await api('POST', '/products', {
      name: 'Argan Shampoo',
      price: { amount: 1950, currency: 'EUR' },
      initialStock: 10,
    })
  ).id as string;
  const wax = (
    await api('POST', '/products', {
      name: 'Wax',
      price: { amount: 1200, currency: 'EUR' },
      initialStock: 10,
    })
  ).id as string;

  // The previous week: one visit only marked completed, one checked out with a tip.
  await complete(await visit('2026-11-16T10:00:00+01:00', 0));
  await api('POST', `/appointments/${await visit('2026-11-16T10:00:00+01:00', 1)}/checkout`, {
    tips: [{ stylistId: salon.stylists[1]?.id, amount: 500 }],
    payments: [{ method: 'cash', amount: 5000 }],
  });

  // This week: two visits only marked completed, one checked out with a product and a tip, the
  // product then given back; a walk-in's service and tip refunded in full; a product sold alone.
  await setClock('2026-11-23T07:00:00Z');
  await complete(await visit('2026-11-23T10:00:00+01:00', 0));
  await complete(await visit('2026-11-23T10:00:00+01:00', 1));
  const colour = await api(
    'POST',
    `/appointments/${await visit('2026-11-23T11:00:00+01:00', 1, 'color')}/checkout`,
    {
      products: [{ productId: shampoo, quantity: 1 }],
      tips: [{ stylistId: salon.stylists[1]?.id, amount: 300 }],
      payments: [{ method: 'card_terminal', amount: 11_250 }],
    },
  );
  const shampooLine = colour.lines.find((l: { kind: string }) => l.kind === 'product');
  await api('POST', `/sales/${colour.id}/refunds`, {
    reason: 'Allergic reaction',
    lines: [{ lineId: shampooLine.id, quantity: 1 }],
  });
  const cleo = salon.stylists[2]?.id;
  const walkIn = await api('POST', '/sales', {
    services: [{ serviceId: salon.services.beard, stylistId: cleo }],
    tips: [{ stylistId: cleo, amount: 200 }],
    payments: [{ method: 'cash', amount: 2700 }],
  });
  await api('POST', `/sales/${walkIn.id}/refunds`, { reason: 'Wrong trim', full: true });
  await api('POST', '/sales', {
    products: [{ productId: wax, quantity: 1 }],
    payments: [{ method: 'cash', amount: 1200 }],
  });
  // Neither a visit still to come nor a cancelled one is revenue.
  await visit('2026-11-24T10:00:00+01:00', 0);
  const cancelled = await visit('2026-11-24T11:00:00+01:00', 0);
  await api('POST', `/appointments/${cancelled}/cancel`, {});
  // Two weeks of a salon's day, written one request at a time.
}, 180_000);
afterAll(() => t.close());

describe('dashboard revenue', () => {
  it('adds paid sales and the completed visits that were never checked out, tips left out', async () => {
    const week = await dashboard('2026-11-23', '2026-11-29');
    // 45 + 45 (completed) + 90 + 19.50 (checked out) − 19.50 (refund) + 25 − 25 (refunded walk-in) + 12.
    expect(week.period.revenue).toEqual({ amount: 19_200, currency: 'EUR' });
    expect(week.series[0]).toMatchObject({ date: '2026-11-23', revenue: 19_200 });
    expect(week.series[1]).toMatchObject({ date: '2026-11-24', revenue: 0 });
    expect(week.period.completed).toBe(3);
  });

  it('counts the previous period the same way', async () => {
    const before = await dashboard('2026-11-16', '2026-11-22');
    // 45 completed only + 45 checked out (its 5.00 tip is the stylist's).
    expect(before.period.revenue).toEqual({ amount: 9000, currency: 'EUR' });
    expect(before.series[0]).toMatchObject({ date: '2026-11-16', revenue: 9000 });
  });

  it('counts a visit checked out on a later day once, on the day it was paid', async () => {
    await setClock('2026-11-24T07:00:00Z');
    const late = await visit('2026-11-24T14:00:00+01:00', 2);
    await complete(late);
    expect((await dashboard('2026-11-24', '2026-11-24')).period.revenue.amount).toBe(4500);
    await setClock('2026-11-25T07:00:00Z');
    await api('POST', `/appointments/${late}/checkout`, { payments: [{ method: 'cash', amount: 4500 }] });
    expect((await dashboard('2026-11-24', '2026-11-24')).period.revenue.amount).toBe(0);
    expect((await dashboard('2026-11-25', '2026-11-25')).period.revenue.amount).toBe(4500);
    expect((await dashboard('2026-11-23', '2026-11-29')).period.revenue.amount).toBe(19_200 + 4500);
  });
});
