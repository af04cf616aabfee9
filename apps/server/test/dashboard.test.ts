import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, signUp, type TestApp } from './helpers.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
const monday = new Date('2026-11-23T07:00:00Z');
let clock = monday;
let t: TestApp;
let salon: Salon;

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie: salon.cookie },
    ...(payload ? { payload } : {}),
  });
const staffBook = async (start: string, extra: object = {}) => {
  const res = await admin('POST', '/appointments', {
    services: [salon.services.cut],
    start,
    stylist: salon.stylists[0]?.id,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const publicBook = async (start: string, email: string, link?: string) => {
  const res = await bookAsGuest(t.app, salon, start, { name: email, email }, link ? { link } : {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking;
};

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 1000, windowSeconds: 60 } },
  });
  salon = await createSalon(t.app, 'dash');
  // Ana only 10:00–12:00 on Friday; the shop closed on Saturday.
  await admin('PUT', `/stylists/${salon.stylists[0]?.id}/overrides/2026-11-27`, {
    intervals: [{ start: '10:00', end: '12:00' }],
  });
  await admin('POST', '/closures', { date: '2026-11-28', name: 'Staff training' });

  const regular = await staffBook('2026-11-17T10:00:00+01:00', {
    customer: { name: 'Rex Regular', email: 'rex@example.com' },
  });
  await publicBook('2026-11-24T10:00:00+01:00', 'rex@example.com');
  await publicBook('2026-11-24T14:00:00+01:00', 'nia@example.com');
  // Through the salon's Google link: the only way a booking counts as from Google.
  expect((await admin('POST', '/aliases', { alias: 'dash-google', kind: 'google' })).statusCode).toBe(201);
  await publicBook('2026-11-25T10:00:00+01:00', 'gus@example.com', 'dash-google');
  const done = await staffBook('2026-11-23T10:00:00+01:00', {
    source: 'walk_in',
    customer: { name: 'Wal Kin' },
  });
  await admin('POST', `/appointments/${done.id}/complete`, {});
  const missed = await staffBook('2026-11-26T09:00:00+01:00');
  // A no-show is marked once the visit's time has come.
  clock = new Date('2026-11-26T08:30:00Z');
  salon.cookie = (await signIn(t.app, 'owner-dash@example.com', 'correct horse battery')).cookie;
  await admin('POST', `/appointments/${missed.id}/no-show`, {});
  clock = monday;
  await staffBook('2026-11-23T15:00:00+01:00');
  await admin('PATCH', '/rules', { requiresApproval: true });
  await publicBook('2026-11-26T15:00:00+01:00', 'pat@example.com');
  expect(regular.id).toBeTruthy();
});
afterAll(() => t.close());

describe('dashboard', () => {
  it('computes the week’s figures in the shop’s time zone', async () => {
    const res = await admin('GET', '/dashboard?from=2026-11-23&to=2026-11-29');
    expect(res.statusCode, res.body).toBe(200);
    const { period, today, pendingRequests, series } = res.json();
    expect(period).toMatchObject({
      bookings: 7,
      completed: 1,
      noShows: 1,
      cancelled: 0,
      revenue: { amount: 4500, currency: 'EUR' },
      noShowRate: 0.5,
      bySource: { admin: 2, online: 3, google: 1, walk_in: 1 },
      // 3 stylists × 5 days × 8 h, Ana only 2 h on Friday, nobody on the closed Saturday.
      workingMinutes: 3 * 5 * 480 - 360,
    });
    // Seven visits of 45 minutes hold time (the no-show no longer does).
    expect(period.bookedMinutes).toBe(6 * 45);
    expect(period.occupancy).toBeCloseTo((6 * 45) / (3 * 5 * 480 - 360), 5);
    // Rex came the week before: returning; the named newcomers are new.
    expect(period).toMatchObject({ newCustomers: 4, returningCustomers: 1 });
    expect(pendingRequests).toBe(1);
    expect(today).toMatchObject({ date: '2026-11-23', appointments: 2 });
    expect(today.next.map((n: { start: string }) => n.start)).toEqual(['2026-11-23T15:00:00.000+01:00']);
    expect(series).toHaveLength(7);
    expect(series[0]).toEqual({ date: '2026-11-23', bookings: 2, revenue: 4500 });
    expect(series[1]).toEqual({ date: '2026-11-24', bookings: 2, revenue: 0 });
  });

  it('filters by source: the online page or Google', async () => {
    const google = (await admin('GET', '/dashboard?from=2026-11-23&to=2026-11-29&source=google')).json();
    expect(google.period.bookings).toBe(1);
    const online = (await admin('GET', '/dashboard?from=2026-11-23&to=2026-11-29&source=online')).json();
    expect(online.period.bookings).toBe(3);
    const bad = await admin('GET', '/dashboard?from=2026-11-29&to=2026-11-23');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('query.to');
  });

  it('is for the shop’s admins and full staff only', async () => {
    const { cookie } = await signUp(t.app, 'outsider@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${salon.shopId}/dashboard?from=2026-11-23&to=2026-11-29`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
