import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';

let t: TestApp;
let salon: Salon;
const clock = new Date('2026-11-23T07:00:00Z');

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: { BOOKING_DOMAIN: 'book.example', PUBLIC_URL: 'https://salon.example' },
  });
  salon = await createSalon(t.app, 'links');
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie: salon.cookie },
    ...(payload ? { payload } : {}),
  });

describe('booking links', () => {
  it('opens the shop from its Google link and marks bookings from it as google', async () => {
    const created = await admin('POST', '/aliases', { alias: 'Links-Google', kind: 'google' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ alias: 'links-google', kind: 'google', path: '/b/links-google' });
    expect((await admin('POST', '/aliases', { alias: 'links-own' })).json().kind).toBe('own');

    const taken = await admin('POST', '/aliases', { alias: 'links-google', kind: 'own' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('AliasAlreadyUsed');
    const bad = await admin('POST', '/aliases', { alias: 'no spaces!' });
    expect(bad.json().error.details[0].path).toBe('body.alias');

    const google = await t.app.inject({ method: 'GET', url: '/b/links-google' });
    expect(google.statusCode).toBe(302);
    expect(google.headers.location).toBe('/book/salon-links?source=google');
    expect((await t.app.inject({ method: 'GET', url: '/b/links-own' })).headers.location).toBe(
      '/book/salon-links',
    );
    expect((await t.app.inject({ method: 'GET', url: '/b/nothing-here' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/aliases/links-google' })).json()).toEqual({
      subdomain: 'salon-links',
      kind: 'google',
      source: 'google',
    });
    expect((await admin('GET', '/aliases')).json().total).toBe(2);
  });

  it('sends a shop subdomain of BOOKING_DOMAIN to its booking page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'salon-links.book.example' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/book/salon-links');
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'salon.example' } });
    expect(plain.headers.location).toBe('/admin/');
  });
});

describe('branding', () => {
  it('gives the booking page the shop’s colour and logo', async () => {
    const res = await admin('PATCH', '', { brandColor: '#AA3366', logoUrl: 'https://cdn.example/logo.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ brandColor: '#AA3366', logoUrl: 'https://cdn.example/logo.png' });
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/shops/${salon.subdomain}` })).json();
    expect(page.branding).toEqual({ color: '#AA3366', logoUrl: 'https://cdn.example/logo.png' });
    const bad = await admin('PATCH', '', { brandColor: 'pink', logoUrl: 'javascript:alert(1)' });
    expect(
      bad
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.brandColor', 'body.logoUrl']);
  });
});

describe('shop profile', () => {
  it('keeps the salon’s address and phone, shows them on the booking page, and clears the address', async () => {
    const res = await admin('PATCH', '', {
      address: ' Torstraße 1\n10119 Berlin ',
      phone: '+49 30 123 4567',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: 'Torstraße 1\n10119 Berlin', phone: '+49301234567' });
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/shops/${salon.subdomain}` })).json();
    expect(page.shop).toMatchObject({ address: 'Torstraße 1\n10119 Berlin', phone: '+49301234567' });
    const bad = await admin('PATCH', '', { phone: '030 123', address: 'x'.repeat(301) });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.address', 'body.phone']);
    expect((await admin('PATCH', '', { address: '' })).json().address).toBeNull();
  });
});

describe('add to calendar', () => {
  it('gives the booking as an iCalendar file with the manage link', async () => {
    const booked = await bookAsGuest(t.app, salon, '2026-11-24T10:00:00+01:00', {
      name: 'Ivy',
      email: 'ivy@example.com',
    });
    const token = booked.json().booking.manageToken;
    const res = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${token}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('BEGIN:VCALENDAR');
    expect(res.body).toContain('DTSTART:20261124T090000Z');
    expect(res.body).toContain('DTEND:20261124T094500Z');
    // Without a language asked for, in English: what, where, and with whom.
    expect(res.body).toContain('SUMMARY:Cut at Salon links');
    const unfolded = res.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('DESCRIPTION:Cut with Ana');
    expect(unfolded).toContain(`https://salon.example/book/${salon.subdomain}/manage/${token}`);
  });
});
