import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, createTestApp, signUp, type TestApp } from './helpers.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';

// Wednesday 25 November 2026, 12:00 in Berlin.
const clock = new Date('2026-11-25T11:00:00Z');
let t: TestApp;
let salon: Salon;
let other: Salon;

const searchIn = (s: Salon, q: string, cookie = s.cookie) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/shops/${s.shopId}/search?q=${encodeURIComponent(q)}`,
    headers: { cookie },
  });

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 1000, windowSeconds: 60 } },
  });
  salon = await createSalon(t.app, 'search');
  other = await createSalon(t.app, 'search-other');
  // Lisa: one visit in the past, one coming up; the upcoming one must come first.
  await bookAsGuest(t.app, salon, '2026-11-30T10:00:00+01:00', {
    name: 'Lisa Lorenz',
    email: 'lisa@example.com',
  });
  await bookAsGuest(t.app, salon, '2026-11-26T10:00:00+01:00', {
    name: 'Lisa Lorenz',
    email: 'lisa@example.com',
  });
  await bookAsGuest(t.app, other, '2026-11-26T10:00:00+01:00', {
    name: 'Lisa Other',
    email: 'lisa@other.example',
  });
});
afterAll(() => t.close());

describe('global search', () => {
  it('finds customers and their appointments, nearest upcoming first, in this shop only', async () => {
    const res = await searchIn(salon, 'lisa');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.customers.map((c: { name: string }) => c.name)).toEqual(['Lisa Lorenz']);
    // A visit this morning is nearer to now than both upcoming ones, yet listed after them.
    const past = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${salon.shopId}/appointments`,
      headers: { cookie: salon.cookie },
      payload: {
        services: [salon.services.cut],
        start: '2026-11-25T09:00:00+01:00',
        stylist: salon.stylists[0]?.id,
        customerId: body.customers[0].id,
        override: true,
      },
    });
    expect(past.statusCode, past.body).toBe(201);
    const again = (await searchIn(salon, 'LORENZ')).json();
    expect(again.appointments.map((a: { start: string }) => a.start.slice(0, 16))).toEqual([
      '2026-11-26T10:00',
      '2026-11-30T10:00',
      '2026-11-25T09:00',
    ]);
  });

  it('finds appointments by a service name', async () => {
    const body = (await searchIn(salon, 'cut')).json();
    expect(body.customers).toEqual([]);
    expect(body.appointments.length).toBe(3);
  });

  it('refuses a one-letter query in words and another shop’s staff', async () => {
    const short = await searchIn(salon, 'l');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0].path).toBe('query.q');
    expect((await searchIn(salon, 'lisa', other.cookie)).statusCode).toBe(403);
  });

  it('gives read-only staff the appointments but no customer records', async () => {
    const { cookie } = await signUp(t.app, 'readonly-search@example.com');
    await addTeamMember(
      t.app,
      t.ctx,
      salon,
      { email: 'readonly-search@example.com', readOnly: true },
      cookie,
    );
    const body = (await searchIn(salon, 'lisa', cookie)).json();
    expect(body.customers).toEqual([]);
    expect(body.appointments.length).toBeGreaterThan(0);
  });
});
