import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastMailTo, signUp, type TestApp } from './helpers.ts';
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
  salon = await createSalon(t.app, 'page');
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/shops/${salon.shopId}`,
    headers: { cookie: salon.cookie },
    payload: { address: 'Hauptstraße 1\n10115 Berlin', phone: '+49 30 1234567' },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: { cookie } });
const guest = { name: 'Greta Guest', phone: '+49 30 7654321' };
const book = (subdomain: string, payload: object, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${subdomain}/bookings`,
    payload,
    headers: { cookie },
  });

/** A shop set up with a stylist and a service, but not published. */
async function unpublishedShop(key: string) {
  const { cookie } = await signUp(t.app, `owner-${key}@example.com`);
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers: { cookie }, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const shop = await call('POST', '/api/me/shops', {
    name: `Draft ${key}`,
    subdomain: `draft-${key}`,
    timeZone: 'Europe/Berlin',
  });
  const base = `/api/admin/shops/${shop.id}`;
  const stylist = await call('POST', `${base}/stylists`, { name: 'Dora' });
  await call('PUT', `${base}/stylists/${stylist.id}/hours`, {
    days: [{ weekday: 2, intervals: [{ start: '10:00', end: '16:00' }] }],
  });
  const service = await call('POST', `${base}/services`, {
    name: 'Trim',
    durationMinutes: 30,
    price: { amount: 2000, currency: 'EUR' },
    stylists: [{ stylistId: stylist.id }],
  });
  return { cookie, subdomain: shop.subdomain as string, serviceId: service.id as string };
}

describe('the booking page’s salon information', () => {
  it('carries the address, the phone and the weekly opening hours with closed days', async () => {
    const res = await get(`/api/public/shops/${salon.subdomain}`);
    expect(res.statusCode).toBe(200);
    const { shop } = res.json();
    expect(shop.address).toBe('Hauptstraße 1\n10115 Berlin');
    expect(shop.phone).toBe('+49301234567');
    expect(shop.phoneDisplay).toBe('030 1234567');
    expect(shop.openingHours).toHaveLength(7);
    // The fixture's stylists work Monday to Saturday, 09–13 and 14–18; nobody works on Sunday.
    expect(shop.openingHours[0]).toEqual({
      weekday: 1,
      intervals: [
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ],
    });
    expect(shop.openingHours[6]).toEqual({ weekday: 7, intervals: [] });
  });
});

describe('preview of a page that is not published', () => {
  let draft: Awaited<ReturnType<typeof unpublishedShop>>;
  beforeAll(async () => {
    draft = await unpublishedShop('preview');
  });

  it('is hidden from the public, with or without ?preview=1', async () => {
    expect((await get(`/api/public/shops/${draft.subdomain}`)).statusCode).toBe(404);
    expect((await get(`/api/public/shops/${draft.subdomain}?preview=1`)).statusCode).toBe(404);
  });

  it('opens for the shop’s own staff with ?preview=1, marked as a preview, with its times', async () => {
    expect((await get(`/api/public/shops/${draft.subdomain}`, draft.cookie)).statusCode).toBe(404);
    const res = await get(`/api/public/shops/${draft.subdomain}?preview=1`, draft.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().preview).toBe(true);
    expect(res.json().services.map((s: { name: string }) => s.name)).toEqual(['Trim']);
    const times = await get(
      `/api/public/shops/${draft.subdomain}/availability?services=${draft.serviceId}&from=2026-11-24&to=2026-11-24&stylist=any&preview=1`,
      draft.cookie,
    );
    expect(times.statusCode, times.body).toBe(200);
    expect(times.json().days[0].slots[0].start).toBe('2026-11-24T10:00:00.000+01:00');
    // Without the preview flag the staff member gets what the public gets.
    const plain = await get(
      `/api/public/shops/${draft.subdomain}/availability?services=${draft.serviceId}&from=2026-11-24&to=2026-11-24&stylist=any`,
      draft.cookie,
    );
    expect(plain.statusCode).toBe(404);
  });

  it('stays closed to staff of another shop', async () => {
    expect((await get(`/api/public/shops/${draft.subdomain}?preview=1`, salon.cookie)).statusCode).toBe(404);
  });

  it('never says preview for a published shop', async () => {
    const res = await get(`/api/public/shops/${salon.subdomain}?preview=1`, salon.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().preview).toBeUndefined();
  });

  it('takes no booking, not even from its own staff', async () => {
    const payload = {
      services: [draft.serviceId],
      start: '2026-11-24T10:00:00+01:00',
      stylist: 'any',
      customer: { ...guest, email: 'draft-guest@example.com' },
    };
    for (const cookie of ['', draft.cookie]) {
      const res = await book(draft.subdomain, payload, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NotFound');
    }
    expect(await lastMailTo(t.ctx, 'draft-guest@example.com')).toBeUndefined();
  });
});

describe('a booking’s confirmation, manage link and calendar file', () => {
  let token = '';
  const email = 'cal@example.com';

  it('says no confirmation e-mail is on its way when no mail server is configured', async () => {
    const res = await book(salon.subdomain, {
      services: [salon.services.cut],
      start: '2026-11-24T10:00:00+01:00',
      stylist: 'any',
      customer: { ...guest, email },
    });
    expect(res.statusCode, res.body).toBe(201);
    // Without SMTP_URL the mail is only kept in the outbox (Messages: "Kept (no mail server)").
    expect(res.json()).toMatchObject({ emailSent: false, emailLater: false });
    await t.notifications.runRound();
    expect(await lastMailTo(t.ctx, email)).toMatchObject({
      kind: 'CustomerNewAppointment',
      status: 'stored',
    });
    token = res.json().booking.manageToken;
  });

  it('answers a cut-off, mistyped or unknown manage link with ManageLinkInvalid', async () => {
    for (const bad of [
      token.slice(0, 10),
      token.slice(0, -3),
      `${token.slice(0, -1)}!`,
      `${token}appended`,
    ]) {
      const res = await get(`/api/public/bookings/${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().error.code, bad).toBe('ManageLinkInvalid');
    }
    const ics = await get(`/api/public/bookings/${token.slice(0, 12)}/calendar.ics`);
    expect(ics.json().error.code).toBe('ManageLinkInvalid');
    expect((await get(`/api/public/bookings/${token}`)).statusCode).toBe(200);
  });

  it('writes the calendar file in the language asked for, with the salon’s address as location', async () => {
    const german = await get(`/api/public/bookings/${token}/calendar.ics?lang=de`);
    expect(german.statusCode).toBe(200);
    const text = german.body.replace(/\r\n[ \t]/g, '');
    expect(text).toContain('SUMMARY:Cut bei Salon page');
    expect(text).toMatch(/DESCRIPTION:Cut mit (Ana|Ben|Cleo)\\nÄndern oder absagen: http/);
    expect(text).toContain('LOCATION:Hauptstraße 1\\, 10115 Berlin');
    expect(text).toContain(`/book/${salon.subdomain}/manage/${token}`);

    const french = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${token}/calendar.ics`,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(french.body.replace(/\r\n[ \t]/g, '')).toContain('SUMMARY:Cut chez Salon page');
    const english = await get(`/api/public/bookings/${token}/calendar.ics?lang=en`);
    expect(english.body).toContain('SUMMARY:Cut at Salon page');
    expect((await get(`/api/public/bookings/${token}/calendar.ics?lang=xx`)).statusCode).toBe(400);
  });
});
