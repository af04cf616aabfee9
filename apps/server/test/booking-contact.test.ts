import { appointments, customers, eq, users } from '@salon/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createTestApp, signInByCode, signUp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
let slot = 0;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: {
      bookingPerIp: { limit: 10_000, windowSeconds: 60 },
      signUpPerIp: { limit: 10_000, windowSeconds: 60 },
      codePerIp: { limit: 10_000, windowSeconds: 60 },
      codePerEmail: { limit: 10_000, windowSeconds: 60 },
      verifyPerIp: { limit: 10_000, windowSeconds: 60 },
    },
  });
  salon = await createSalon(t.app, 'contact');
});
afterAll(() => t.close());

/** A new free time for every booking, refused or not: from Tuesday on, with one stylist. */
const hours = ['09', '10', '11', '12', '14', '15', '16', '17'];
function nextStart() {
  const day = 24 + Math.floor(slot / hours.length);
  const hour = hours[slot % hours.length];
  slot += 1;
  return `2026-11-${day}T${hour}:00:00+01:00`;
}

const book = (cookie: string, customer?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    headers: cookie ? { cookie } : {},
    payload: {
      services: [salon.services.cut],
      start: nextStart(),
      stylist: salon.stylists[0]?.id,
      ...(customer ? { customer } : {}),
    },
  });
const myContact = async (cookie: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/public/shops/${salon.subdomain}/my-contact`,
      headers: cookie ? { cookie } : {},
    })
  ).json().contact;
const refusedFields = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.code).toBe('ValidationError');
  return (res.json().error.details as { path: string }[]).map((d) => d.path);
};
const appointmentCount = async () =>
  (await t.ctx.db.select().from(appointments).where(eq(appointments.shopId, salon.shopId))).length;
const recordOf = async (email: string) =>
  (await t.ctx.db.select().from(customers).where(eq(customers.email, email)))[0];
const accountOf = async (email: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0];

describe('a guest', () => {
  it('gives name, e-mail and phone; each one missing is named', async () => {
    const before = await appointmentCount();
    expect(refusedFields(await book(''))).toEqual(['body.customer']);
    expect(refusedFields(await book('', { name: 'Gia', email: 'gia@example.com' }))).toEqual([
      'body.customer.phone',
    ]);
    expect(refusedFields(await book('', { email: 'gia@example.com', phone: '030 1234567' }))).toEqual([
      'body.customer.name',
    ]);
    expect(refusedFields(await book('', { name: 'Gia', phone: '030 1234567' }))).toEqual([
      'body.customer.email',
    ]);
    expect(refusedFields(await book('', { name: 'Gia', email: 'gia@example.com', phone: '030' }))).toEqual([
      'body.customer.phone',
    ]);
    expect(await appointmentCount()).toBe(before);
    const res = await book('', { name: 'Gia', email: 'gia@example.com', phone: '030 1234567' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await recordOf('gia@example.com')).toMatchObject({ name: 'Gia', phone: '+49301234567' });
  });
});

describe('a customer signed in with an e-mail code', () => {
  it('is asked for a name and a phone before booking, and the salon keeps them', async () => {
    const email = 'cody@example.com';
    const cookie = await signInByCode(t.app, t.ctx, email);
    // The address's local part is no name anyone gave.
    expect(await myContact(cookie)).toEqual({ email, name: null, phone: null });

    const before = await appointmentCount();
    expect(refusedFields(await book(cookie))).toEqual(['body.customer.name', 'body.customer.phone']);
    expect(refusedFields(await book(cookie, { name: 'Cody Crane' }))).toEqual(['body.customer.phone']);
    expect(refusedFields(await book(cookie, { name: 'Cody Crane', phone: '0301' }))).toEqual([
      'body.customer.phone',
    ]);
    expect(await appointmentCount()).toBe(before);
    expect(await recordOf(email)).toBeUndefined();

    const res = await book(cookie, { name: 'Cody Crane', phone: '030 1234567' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await recordOf(email)).toMatchObject({ name: 'Cody Crane', phone: '+49301234567' });
    // The account had neither: it takes both.
    expect(await accountOf(email)).toMatchObject({
      name: 'Cody Crane',
      nameFromEmail: false,
      phone: '+49301234567',
    });
    expect(await myContact(cookie)).toEqual({ email, name: 'Cody Crane', phone: '+49301234567' });
    // Known now: the next booking needs nothing more.
    expect((await book(cookie)).statusCode).toBe(201);
  });

  it('books with what the salon knows from an earlier guest booking of the address', async () => {
    const email = 'gwen@example.com';
    const guest = await book('', { name: 'Gwen Guest', email, phone: '0176 5550123' });
    expect(guest.statusCode, guest.body).toBe(201);
    const cookie = await signInByCode(t.app, t.ctx, email);
    expect(await myContact(cookie)).toEqual({ email, name: 'Gwen Guest', phone: '+491765550123' });
    const res = await book(cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(await recordOf(email)).toMatchObject({ name: 'Gwen Guest', phone: '+491765550123' });
    expect(await accountOf(email)).toMatchObject({ name: 'Gwen Guest', phone: '+491765550123' });
  });

  it('keeps a name typed on the customer site', async () => {
    const email = 'pia@example.com';
    const cookie = await signInByCode(t.app, t.ctx, email);
    const named = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/account/profile',
      headers: { cookie },
      payload: { name: 'Pia Profile' },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(await myContact(cookie)).toEqual({ email, name: 'Pia Profile', phone: null });
    expect(refusedFields(await book(cookie))).toEqual(['body.customer.phone']);
  });
});

describe('a customer signed in with a password', () => {
  it('whose account has no phone is asked for one, which the salon and the account keep', async () => {
    const email = 'pat@example.com';
    const { cookie } = await signUp(t.app, email, 'correct horse battery', 'Pat Password');
    expect(await myContact(cookie)).toEqual({ email, name: 'Pat Password', phone: null });
    expect(refusedFields(await book(cookie))).toEqual(['body.customer.phone']);
    const res = await book(cookie, { phone: '+44 20 7946 0958' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await recordOf(email)).toMatchObject({ name: 'Pat Password', phone: '+442079460958' });
    expect(await accountOf(email)).toMatchObject({ phone: '+442079460958' });
  });

  it('corrects the salon’s record, not the account’s own details', async () => {
    const email = 'cora@example.com';
    const { cookie } = await signUp(t.app, email, 'correct horse battery', 'Cora Correct');
    expect((await book(cookie, { phone: '030 1111111' })).statusCode).toBe(201);
    const res = await book(cookie, { name: 'Cora C.', phone: '030 2222222' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await recordOf(email)).toMatchObject({ name: 'Cora C.', phone: '+49302222222' });
    expect(await accountOf(email)).toMatchObject({ name: 'Cora Correct', phone: '+49301111111' });
  });
});

describe('a customer who signed up on the booking page', () => {
  it('books with the name and phone of the sign-up', async () => {
    const email = 'sina@example.com';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        email,
        password: 'correct horse battery',
        name: 'Sina Signup',
        shop: salon.subdomain,
        phone: '0176 1234567',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = cookiesFrom(res);
    expect(await myContact(cookie)).toEqual({ email, name: 'Sina Signup', phone: '+491761234567' });
    const booked = await book(cookie);
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('answers a visitor with no contact', async () => {
    expect(await myContact('')).toBeNull();
  });
});

describe('the owner previewing a page not published yet', () => {
  it('gets their own contact filled in; anyone else finds no such page', async () => {
    const { cookie } = await signUp(t.app, 'preview-owner@example.com');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/me/shops',
      headers: { cookie },
      payload: { name: 'Not Yet', subdomain: 'not-yet', timeZone: 'Europe/Berlin' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ask = (who: string, query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/shops/not-yet/my-contact${query}`,
        headers: who ? { cookie: who } : {},
      });
    const previewed = await ask(cookie, '?preview=1');
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(previewed.json().contact).toMatchObject({ email: 'preview-owner@example.com' });
    expect((await ask(cookie, '')).statusCode).toBe(404);
    expect((await ask(salon.cookie, '?preview=1')).statusCode).toBe(404);
    expect((await ask('', '?preview=1')).statusCode).toBe(404);
  });
});
