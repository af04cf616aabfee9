import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, joinShop, signInByCode, signUp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 10_000, windowSeconds: 60 } },
  });
  salon = await createSalon(t.app, 'records');
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie: salon.cookie },
    ...(payload !== undefined ? { payload } : {}),
  });
const book = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    // A signed-in customer gives the salon the phone the account lacks.
    payload: {
      services: [salon.services.cut],
      stylist: 'any',
      ...(cookie ? { customer: { phone: '+4930123456' } } : {}),
      ...payload,
    },
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('customer records of signed-in customers', () => {
  it('answers CustomerExists when the address is on another account’s record, instead of hanging', async () => {
    const first = await signUp(t.app, 'first@example.com', undefined, 'First Person');
    const second = await signUp(t.app, 'second@example.com', undefined, 'Second Person');
    const booked = await book({ start: '2026-11-24T10:00:00+01:00' }, first.cookie);
    expect(booked.statusCode, booked.body).toBe(201);
    const [record] = (await admin('GET', '/customers?q=first@example.com')).json().items;
    expect(record).toMatchObject({ name: 'First Person', email: 'first@example.com' });

    // Staff give the first account's record the second account's address (a typo, a shared inbox).
    const moved = await admin('PATCH', `/customers/${record.id}`, { email: 'second@example.com' });
    expect(moved.statusCode, moved.body).toBe(200);

    const res = await book({ start: '2026-11-24T11:00:00+01:00' }, second.cookie);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('CustomerExists');
    expect(res.json().error.message).toMatch(/contact the salon/);

    // The first account still books on its own record.
    const again = await book({ start: '2026-11-24T12:00:00+01:00' }, first.cookie);
    expect(again.statusCode, again.body).toBe(201);
    expect((await admin('GET', '/customers')).json().total).toBe(1);
  }, 10_000);

  it('links a guest record with the account’s address once the address is verified, and creates one otherwise', async () => {
    const guest = await book({
      start: '2026-11-25T10:00:00+01:00',
      customer: { name: 'Gail Guest', email: 'gail@example.com', phone: '+4930111222' },
    });
    expect(guest.statusCode, guest.body).toBe(201);
    // Anyone can sign up with an address: until its owner proves it with the e-mailed code, the
    // guest record (her visits, phone, points) stays hers alone, and booking asks for the code.
    const gail = await signUp(t.app, 'gail@example.com', undefined, 'Gail Account');
    const unverified = await book({ start: '2026-11-25T11:00:00+01:00' }, gail.cookie);
    expect(unverified.statusCode, unverified.body).toBe(409);
    expect(unverified.json().error.code).toBe('EmailNotVerified');
    const [untouched] = (await admin('GET', '/customers?q=gail@example.com')).json().items;
    expect(untouched).toMatchObject({ name: 'Gail Guest', userId: null });

    const verified = await signInByCode(t.app, t.ctx, 'gail@example.com');
    expect((await book({ start: '2026-11-25T11:00:00+01:00' }, verified)).statusCode).toBe(201);
    const [record] = (await admin('GET', '/customers?q=gail@example.com')).json().items;
    expect(record).toMatchObject({ name: 'Gail Guest', userId: gail.session.user.id });
    expect((await admin('GET', '/customers?q=gail')).json().total).toBe(1);
  });

  it('does not let a sign-up on a salon’s page take over its guest record of the address', async () => {
    const guest = await book({
      start: '2026-11-25T16:00:00+01:00',
      customer: { name: 'Vic Victim', email: 'vic@example.com', phone: '+4930111333' },
    });
    expect(guest.statusCode, guest.body).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        email: 'vic@example.com',
        password: 'not vic at all',
        name: 'Mallory',
        shop: salon.subdomain,
        phone: '+4930999000',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = (res.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
    const [record] = (await admin('GET', '/customers?q=vic@example.com')).json().items;
    expect(record).toMatchObject({ name: 'Vic Victim', phone: '+4930111333', userId: null });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/me/account/appointments?when=past',
      headers: { cookie },
    });
    const upcoming = await t.app.inject({
      method: 'GET',
      url: '/api/me/account/appointments',
      headers: { cookie },
    });
    expect(mine.json().total + upcoming.json().total).toBe(0);
  });
});

describe('guest bookings and stored customers', () => {
  it('never rewrites a stored customer; what the guest typed is kept on the appointment', async () => {
    const created = await admin('POST', '/customers', {
      name: 'Vera Regular',
      email: 'vera@example.com',
      phone: '+49 30 5550000',
    });
    expect(created.statusCode, created.body).toBe(201);
    const vera = created.json();

    const res = await book({
      start: '2026-11-26T10:00:00+01:00',
      customer: { name: 'Mallory Impostor', email: 'VERA@example.com', phone: '+49 30 9999999' },
    });
    expect(res.statusCode, res.body).toBe(201);

    const profile = (await admin('GET', `/customers/${vera.id}`)).json();
    expect(profile).toMatchObject({ name: 'Vera Regular', email: 'vera@example.com', phone: '+49305550000' });
    expect(profile.history).toHaveLength(1);
    const appointment = (await admin('GET', `/appointments/${res.json().booking.id}`)).json();
    expect(appointment.customer).toMatchObject({ id: vera.id, name: 'Vera Regular', phone: '+49305550000' });
    expect(appointment.guest).toEqual({
      name: 'Mallory Impostor',
      email: 'vera@example.com',
      phone: '+49309999999',
    });
  });

  it('keeps no guest details on a signed-in customer’s booking', async () => {
    const signed = await signUp(t.app, 'signed@example.com', undefined, 'Signed Person');
    const res = await book({ start: '2026-11-26T11:00:00+01:00' }, signed.cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect((await admin('GET', `/appointments/${res.json().booking.id}`)).json().guest).toBeNull();
  });
});

describe('customer records and read-only staff', () => {
  it('refuses read-only staff the list, the profile and the export, as the search does', async () => {
    const viewer = await joinShop(t.app, t.ctx, salon.shopId, 'viewer-records@example.com', {
      readOnly: true,
    });
    const stylist = await joinShop(t.app, t.ctx, salon.shopId, 'stylist-records@example.com');
    const as = (cookie: string, path: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/shops/${salon.shopId}${path}`, headers: { cookie } });
    const [record] = (await admin('GET', '/customers')).json().items;

    for (const path of [
      '/customers',
      `/customers/${record.id}`,
      '/customers?q=vera',
      '/customers/export.csv',
    ]) {
      const res = await as(viewer.cookie, path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error.code).toBe('Forbidden');
      expect(res.body).not.toContain('@example.com');
    }
    expect((await as(viewer.cookie, '/search?q=vera')).json().customers).toEqual([]);
    // They still see the calendar: who comes when.
    const day = await as(viewer.cookie, '/appointments?from=2026-11-26&to=2026-11-26');
    expect(day.statusCode).toBe(200);
    expect(day.json().total).toBeGreaterThan(0);

    // Staff who book for customers read and search the records.
    expect((await as(stylist.cookie, '/customers')).json().total).toBeGreaterThan(0);
    expect((await as(stylist.cookie, `/customers/${record.id}`)).statusCode).toBe(200);
    expect((await as(stylist.cookie, '/search?q=vera')).json().customers).toHaveLength(1);
  });
});
