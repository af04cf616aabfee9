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
    // The page carries the link's name, never a source: the server decides what it counts as.
    expect(google.headers.location).toBe('/book/salon-links?link=links-google');
    expect((await t.app.inject({ method: 'GET', url: '/b/Links-Own' })).headers.location).toBe(
      '/book/salon-links?link=links-own',
    );
    expect((await t.app.inject({ method: 'GET', url: '/b/nothing-here' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/b/a%00b' })).statusCode).toBe(404);
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

describe('the link a booking came through', () => {
  let google = '';
  let flyer = '';
  let other: Salon;
  const day = '2026-11-25';
  const at = (hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00+01:00`;
  const book = async (hour: number, email: string, extra: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/shops/${salon.subdomain}/bookings`,
      payload: {
        services: [salon.services.cut],
        start: at(hour),
        stylist: 'any',
        customer: { name: email, email, phone: '+4930123456' },
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().booking;
    const view = (await admin('GET', `/appointments/${id}`)).json();
    return { id, source: view.source as string, link: view.link as { alias: string } | null };
  };

  beforeAll(async () => {
    const aliases = (await admin('GET', '/aliases')).json().items as { id: string; alias: string }[];
    google = aliases.find((a) => a.alias === 'links-google')?.id as string;
    flyer = (await admin('POST', '/aliases', { alias: 'spring-flyer' })).json().id;
    other = await createSalon(t.app, 'links-other');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${other.shopId}/aliases`,
      headers: { cookie: other.cookie },
      payload: { alias: 'other-google', kind: 'google' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('records the shop’s link, counting only its Google link as Google', async () => {
    expect(await book(9, 'flyer@example.com', { link: 'spring-flyer' })).toMatchObject({
      source: 'online',
      link: { id: flyer, alias: 'spring-flyer', kind: 'own' },
    });
    expect(await book(10, 'google@example.com', { link: 'Links-Google' })).toMatchObject({
      source: 'google',
      link: { id: google, alias: 'links-google', kind: 'google' },
    });
  });

  it('never counts a booking as Google for what the page or the body claims', async () => {
    const plain = { source: 'online', link: null };
    // What `?source=google` on the page used to send.
    expect(await book(11, 'forged1@example.com', { source: 'google' })).toMatchObject(plain);
    expect(await book(12, 'forged2@example.com', { link: 'made-up', source: 'google' })).toMatchObject(plain);
    // Another salon's Google link is no link of this one.
    expect(await book(14, 'forged3@example.com', { link: 'other-google' })).toMatchObject(plain);
    expect(await book(15, 'forged4@example.com', { link: 'x'.repeat(100) })).toMatchObject(plain);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/api/public/shops/${salon.subdomain}/bookings`,
      payload: { services: [salon.services.cut], start: at(17), stylist: 'any', link: 'x'.repeat(101) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.map((d: { path: string }) => d.path)).toContain('body.link');
  });

  it('counts bookings per link on the dashboard, and lists them by link', async () => {
    const figures = (await admin('GET', `/dashboard?from=${day}&to=${day}`)).json().period;
    expect(figures.byLink).toEqual([
      { id: google, alias: 'links-google', kind: 'google', bookings: 1 },
      { id: flyer, alias: 'spring-flyer', kind: 'own', bookings: 1 },
      expect.objectContaining({ alias: 'links-own', bookings: 0 }),
    ]);
    expect(figures.bySource).toMatchObject({ google: 1, online: 5 });
    const onlyGoogle = (await admin('GET', `/dashboard?from=${day}&to=${day}&source=google`)).json().period;
    expect(onlyGoogle.byLink.map((l: { bookings: number }) => l.bookings)).toEqual([1, 0, 0]);

    const listed = (await admin('GET', `/appointments?from=${day}&to=${day}&link=${flyer}`)).json();
    expect(listed.items.map((a: { customer: { email: string } }) => a.customer.email)).toEqual([
      'flyer@example.com',
    ]);
  });

  it('keeps the source of a booking whose link is deleted, without the link', async () => {
    const booked = await book(16, 'later@example.com', { link: 'links-google' });
    expect((await admin('DELETE', `/aliases/${google}`)).statusCode).toBe(200);
    const view = (await admin('GET', `/appointments/${booked.id}`)).json();
    expect(view).toMatchObject({ source: 'google', link: null });
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
    const paths = (res: { json: () => { error: { details: { path: string }[] } } }) =>
      res.json().error.details.map((d) => d.path);
    const long = await admin('PATCH', '', { address: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(paths(long)).toEqual(['body.address']);
    // A local number is read in the salon's country; one too short to be a number is refused.
    const short = await admin('PATCH', '', { phone: '12' });
    expect(short.statusCode).toBe(400);
    expect(paths(short)).toEqual(['body.phone']);
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
