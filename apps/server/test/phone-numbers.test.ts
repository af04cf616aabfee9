import { customers, eq } from '@salon/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: {
      bookingPerIp: { limit: 10_000, windowSeconds: 60 },
      signUpPerIp: { limit: 10_000, windowSeconds: 60 },
    },
  });
  salon = await createSalon(t.app, 'phones');
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie: salon.cookie },
    ...(payload ? { payload } : {}),
  });
const book = (start: string, customer: object, stylist = 0) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    payload: { services: [salon.services.cut], start, stylist: salon.stylists[stylist]?.id, customer },
  });
const details = (res: LightMyRequestResponse) =>
  (res.json().error?.details ?? []) as { path: string; message: string }[];
const storedPhones = async () =>
  (await t.ctx.db.select().from(customers).where(eq(customers.shopId, salon.shopId))).map((c) => ({
    name: c.name,
    phone: c.phone,
  }));

describe('phone numbers of a German salon', () => {
  it('tells its country to the booking page and the admin app', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/api/public/shops/${salon.subdomain}` });
    expect(page.json().shop.country).toBe('DE');
    const shop = await t.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${salon.shopId}`,
      headers: { cookie: salon.cookie },
    });
    expect(shop.json().country).toBe('DE');
  });

  it('takes a guest’s local number on the booking page and keeps it in E.164', async () => {
    const res = await book('2026-11-24T10:00:00+01:00', {
      name: 'Greta Local',
      email: 'greta@example.com',
      phone: '0176 1234567',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedPhones()).toContainEqual({ name: 'Greta Local', phone: '+491761234567' });
    const list = await admin('GET', '/appointments?from=2026-11-24&to=2026-11-24');
    const visit = list
      .json()
      .items.find((a: { customer: { name: string } | null }) => a.customer?.name === 'Greta Local');
    expect(visit.guest.phone).toBe('+491761234567');
  });

  it('refuses a number that is not one, naming the phone field, and books nothing', async () => {
    const res = await book('2026-11-24T11:00:00+01:00', {
      name: 'Nina Nonumber',
      email: 'nina@example.com',
      phone: '12',
    });
    expect(res.statusCode).toBe(400);
    expect(details(res).map((d) => d.path)).toEqual(['body.customer.phone']);
    expect(details(res)[0]?.message).toMatch(/too short/);
    expect((await storedPhones()).map((c) => c.name)).not.toContain('Nina Nonumber');
  });

  it('reads a customer added or changed by staff the same way', async () => {
    const created = await admin('POST', '/customers', { name: 'Otto Office', phone: '030 12345678' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().phone).toBe('+493012345678');
    const changed = await admin('PATCH', `/customers/${created.json().id}`, { phone: '+33 6 12 34 56 78' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().phone).toBe('+33612345678');
    const bad = await admin('POST', '/customers', { name: 'Bad Number', phone: 'call me maybe' });
    expect(bad.statusCode).toBe(400);
    expect(details(bad).map((d) => d.path)).toEqual(['body.phone']);
    const badChange = await admin('PATCH', `/customers/${created.json().id}`, { phone: '0176' });
    expect(badChange.statusCode).toBe(400);
    expect(details(badChange).map((d) => d.path)).toEqual(['body.phone']);
  });

  it('reads the numbers of an import and reports the ones it cannot read by line', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${salon.shopId}/customers/import`,
      headers: { cookie: salon.cookie, 'content-type': 'text/csv' },
      payload: 'name,email,phone\nIris Import,iris@example.com,0151 23456789\nXaver Wrong,,12\n',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created: 1,
      errors: [{ line: 3, message: expect.stringMatching(/^phone: /) }],
    });
    expect(await storedPhones()).toContainEqual({ name: 'Iris Import', phone: '+4915123456789' });
  });
});

describe('a customer account made on the booking page', () => {
  const signUp = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
  const account = (email: string) => ({ email, password: 'correct horse battery', name: 'Sami Signup' });

  it('needs a phone number, as a guest booking does', async () => {
    const res = await signUp({ ...account('nophone@example.com'), shop: salon.subdomain });
    expect(res.statusCode).toBe(400);
    expect(details(res).map((d) => d.path)).toEqual(['body.phone']);
    const bad = await signUp({ ...account('badphone@example.com'), shop: salon.subdomain, phone: '0176' });
    expect(bad.statusCode).toBe(400);
    expect(details(bad).map((d) => d.path)).toEqual(['body.phone']);
    // Nothing was made: the address is still free.
    const retry = await signUp({
      ...account('nophone@example.com'),
      shop: salon.subdomain,
      phone: '0176 7654321',
    });
    expect(retry.statusCode, retry.body).toBe(201);
    const [record] = await t.ctx.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'nophone@example.com'));
    expect(record).toMatchObject({ shopId: salon.shopId, phone: '+491767654321' });
    expect(record?.userId).toBe(retry.json().user.id);
  });

  it('is made without a phone away from a booking page', async () => {
    const res = await signUp(account('elsewhere@example.com'));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a staff booking with a new customer whose time is taken', () => {
  it('answers 409 and leaves no new customer behind', async () => {
    const first = await admin('POST', '/appointments', {
      services: [salon.services.cut],
      start: '2026-11-25T10:00:00+01:00',
      stylist: salon.stylists[1]?.id,
      customer: { name: 'First Come', phone: '0171 1111111' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const before = (await storedPhones()).length;
    const taken = await admin('POST', '/appointments', {
      services: [salon.services.cut],
      start: '2026-11-25T10:00:00+01:00',
      stylist: salon.stylists[1]?.id,
      customer: { name: 'Late Lotte', email: 'lotte@example.com', phone: '0172 2222222' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('SLOT_UNAVAILABLE');
    const after = await storedPhones();
    expect(after).toHaveLength(before);
    expect(after.map((c) => c.name)).not.toContain('Late Lotte');
    expect(await storedPhones()).toContainEqual({ name: 'First Come', phone: '+491711111111' });
  });

  it('leaves none behind when a guest’s online booking loses its time either', async () => {
    const taken = await book(
      '2026-11-25T10:00:00+01:00',
      {
        name: 'Gabi Guest',
        email: 'gabi@example.com',
        phone: '0173 3333333',
      },
      1,
    );
    expect(taken.statusCode).toBe(409);
    expect((await storedPhones()).map((c) => c.name)).not.toContain('Gabi Guest');
  });
});

describe('a salon whose country is changed in its settings', () => {
  it('reads local numbers as numbers of the new country, and refuses a country that is none', async () => {
    const moving = await createSalon(t.app, 'moving');
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/shops/${moving.shopId}`,
        headers: { cookie: moving.cookie },
        payload,
      });
    const unknown = await patch({ country: 'XX' });
    expect(unknown.statusCode).toBe(400);
    expect(details(unknown).map((d) => d.path)).toContain('body.country');

    const moved = await patch({ country: 'fr' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().country).toBe('FR');
    const page = await t.app.inject({ method: 'GET', url: `/api/public/shops/${moving.subdomain}` });
    expect(page.json().shop.country).toBe('FR');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/shops/${moving.subdomain}/bookings`,
      payload: {
        services: [moving.services.cut],
        start: '2026-11-24T10:00:00+01:00',
        stylist: moving.stylists[0]?.id,
        customer: { name: 'Élise Locale', email: 'elise@example.com', phone: '06 12 34 56 78' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.ctx.db.select().from(customers).where(eq(customers.shopId, moving.shopId));
    expect(stored?.phone).toBe('+33612345678');
  });
});

describe('the salon’s own phone', () => {
  it('is typed locally in its settings, kept in E.164 and refused by name when it is none', async () => {
    const local = await admin('PATCH', '', { phone: '030 1234567' });
    expect(local.statusCode, local.body).toBe(200);
    expect(local.json().phone).toBe('+49301234567');
    expect((await admin('GET', '')).json().phone).toBe('+49301234567');

    const foreign = await admin('PATCH', '', { phone: '+33 1 23 45 67 89' });
    expect(foreign.json().phone).toBe('+33123456789');

    const wrong = await admin('PATCH', '', { phone: '030 12' });
    expect(wrong.statusCode).toBe(400);
    expect(details(wrong).map((d) => d.path)).toEqual(['body.phone']);
    expect(details(wrong)[0]?.message).toMatch(/phone number/);
    expect((await admin('GET', '')).json().phone).toBe('+33123456789');
  });

  it('is read with the country saved in the same request', async () => {
    const moved = await admin('PATCH', '', { country: 'FR', phone: '01 23 45 67 89' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().phone).toBe('+33123456789');
    await admin('PATCH', '', { country: 'DE' });
  });

  it('is read with the country of a new salon when it opens', async () => {
    const { cookie } = await signUp(t.app, 'owner-opening@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/shops',
      headers: { cookie },
      payload: {
        name: 'Opening',
        subdomain: 'salon-opening',
        timeZone: 'Europe/Berlin',
        phone: '030 1234567',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().phone).toBe('+49301234567');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/me/shops',
      headers: { cookie },
      payload: { name: 'Opening', subdomain: 'salon-opening-2', timeZone: 'Europe/Berlin', phone: 'call me' },
    });
    expect(refused.statusCode).toBe(400);
    expect(details(refused).map((d) => d.path)).toEqual(['body.phone']);
  });
});

describe('an account’s profile on the customer site', () => {
  it('names the country its numbers are read in and shown for: the last salon’s, else the language’s', async () => {
    const { cookie } = await signUp(t.app, 'profile-country@example.com');
    const profile = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/me/account/profile', headers: { cookie } })).json();
    expect((await profile()).country).toBe('GB');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/shops/${salon.subdomain}/bookings`,
      headers: { cookie },
      payload: {
        services: [salon.services.cut],
        start: '2026-11-25T10:00:00+01:00',
        stylist: salon.stylists[0]?.id,
        customer: { name: 'Petra Profile', phone: '030 7654321' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await profile()).toMatchObject({ country: 'DE', phone: '+49307654321' });
  });

  it('shows the salon’s phone on the appointments as its customers dial it', async () => {
    expect((await admin('PATCH', '', { phone: '030 1234567' })).statusCode).toBe(200);
    const { cookie } = await signUp(t.app, 'appointments-phone@example.com');
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/shops/${salon.subdomain}/bookings`,
      headers: { cookie },
      payload: {
        services: [salon.services.cut],
        start: '2026-11-25T11:00:00+01:00',
        stylist: salon.stylists[0]?.id,
        customer: { name: 'Anja Appointments', phone: '0176 1112223' },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/me/account/appointments',
      headers: { cookie },
    });
    expect(list.json().items[0].shop).toMatchObject({ phone: '+49301234567', phoneDisplay: '030 1234567' });
  });
});
