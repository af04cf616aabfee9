import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTeamMember,
  createTestApp,
  invitationTokenFor,
  lastMailTo,
  makePlatformAdmin,
  signIn,
  signInByCode,
  signUp,
  type TestApp,
} from './helpers.ts';

let t: TestApp;
const owners: Record<'a' | 'b', { cookie: string; shopId: string }> = {
  a: { cookie: '', shopId: '' },
  b: { cookie: '', shopId: '' },
};
let customer = '';

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const staffSession = (email: string) => signInByCode(t.app, t.ctx, email);

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['a', 'b'] as const) {
    const { cookie } = await signUp(t.app, `owner-${key}@example.com`);
    const res = await inject('POST', '/api/me/shops', cookie, {
      name: `Salon ${key.toUpperCase()}`,
      subdomain: `salon-${key}`,
      timeZone: 'Europe/Lisbon',
    });
    expect(res.statusCode).toBe(201);
    owners[key] = { cookie, shopId: res.json().id };
  }
  customer = (await signUp(t.app, 'customer@example.com')).cookie;
});
afterAll(() => t.close());

describe('opening a shop', () => {
  it('makes its creator the shop admin', async () => {
    const res = await inject('GET', '/api/auth/me', owners.a.cookie);
    expect(res.json().shops).toEqual([
      {
        id: owners.a.shopId,
        name: 'Salon A',
        subdomain: 'salon-a',
        timeZone: 'Europe/Lisbon',
        country: 'PT',
        role: 'ROLE_SHOP_ADMIN',
        readOnly: false,
        roles: ['ROLE_SHOP_ADMIN'],
      },
    ]);
    expect(res.json().user.roles).toEqual(['ROLE_SHOP_ADMIN']);
  });

  it('refuses a taken subdomain with AliasAlreadyUsed and a bad one with the rule it breaks', async () => {
    const taken = await inject('POST', '/api/me/shops', customer, { name: 'X', subdomain: 'salon-a' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('AliasAlreadyUsed');

    for (const subdomain of ['Salon A', '-edge', 'www', 'a'.repeat(64), '']) {
      const res = await inject('POST', '/api/me/shops', customer, { name: 'X', subdomain });
      expect(res.statusCode, subdomain).toBe(400);
      expect(res.json().error.details[0].path).toBe('body.subdomain');
    }
    const zone = await inject('POST', '/api/me/shops', customer, {
      name: 'X',
      subdomain: 'ok-name',
      timeZone: 'Mars/Base',
    });
    expect(zone.json().error.details[0]).toMatchObject({ path: 'body.timeZone' });
  });

  it('needs a signed-in person', async () => {
    const res = await inject('POST', '/api/me/shops', '', { name: 'X', subdomain: 'anon' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('error.http.401');
  });
});

describe('subdomain availability', () => {
  const check = async (name: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/public/subdomain-availability?name=${encodeURIComponent(name)}`,
      })
    ).json();

  it('says a free valid name is available', async () => {
    expect(await check('fresh-cuts')).toEqual({
      name: 'fresh-cuts',
      available: true,
      reason: null,
      suggestion: null,
    });
  });

  it('cleans what was typed and suggests a free form', async () => {
    expect(await check('Café Zoë & Co.')).toMatchObject({
      available: false,
      reason: 'invalidCharacters',
      suggestion: 'cafe-zoe-co',
    });
    expect(await check('Süß Salon')).toMatchObject({ available: false, suggestion: 'suess-salon' });
    expect(await check('salon-a')).toMatchObject({
      available: false,
      reason: 'taken',
      suggestion: 'salon-a-2',
    });
    expect(await check('admin')).toMatchObject({
      available: false,
      reason: 'reserved',
      suggestion: 'admin-2',
    });
  });
});

describe('who may do what', () => {
  it('keeps customers out of the staff area', async () => {
    const res = await inject('GET', `/api/admin/shops/${owners.a.shopId}`, customer);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('Forbidden');
    expect((await inject('GET', `/api/admin/shops/${owners.a.shopId}`, '')).json().error.code).toBe(
      'error.http.401',
    );
  });

  it('keeps the owner of shop A out of shop B', async () => {
    expect((await inject('GET', `/api/admin/shops/${owners.a.shopId}`, owners.a.cookie)).statusCode).toBe(
      200,
    );
    for (const [method, url, body] of [
      ['GET', `/api/admin/shops/${owners.b.shopId}`],
      ['PATCH', `/api/admin/shops/${owners.b.shopId}`, { name: 'Mine now' }],
      ['GET', `/api/admin/shops/${owners.b.shopId}/members`],
      ['POST', `/api/admin/shops/${owners.b.shopId}/invitations`, { email: 'mole@example.com' }],
      ['GET', `/api/admin/shops/${owners.b.shopId}/invitations`],
    ] as const) {
      const res = await inject(method, url, owners.a.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const b = await inject('GET', `/api/admin/shops/${owners.b.shopId}`, owners.b.cookie);
    expect(b.json().name).toBe('Salon B');
  });

  it('adds staff who sign in by code and get rule set B, or rule set A when read-only', async () => {
    await inject('POST', `/api/admin/shops/${owners.a.shopId}/invitations`, owners.a.cookie, {
      email: 'Stylist@Example.com',
    });
    expect((await lastMailTo(t.ctx, 'stylist@example.com'))?.subject).toBe(
      'Invitation to join the team of Salon A',
    );
    const token = await invitationTokenFor(t.ctx, 'stylist@example.com');
    const stylist = await staffSession('stylist@example.com');
    const accepted = await inject('POST', '/api/me/invitations/accept', stylist, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await addTeamMember(t.app, t.ctx, owners.a, { email: 'reception@example.com', readOnly: true });
    const team = await inject('GET', `/api/admin/shops/${owners.a.shopId}/members`, owners.a.cookie);
    expect(team.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'stylist@example.com', role: 'ROLE_STAFF', readOnly: false }),
        expect.objectContaining({ email: 'reception@example.com', role: 'ROLE_STAFF', readOnly: true }),
      ]),
    );
    const dup = await inject('POST', `/api/admin/shops/${owners.a.shopId}/invitations`, owners.a.cookie, {
      email: 'Reception@Example.com',
    });
    expect(dup.json().error.code).toBe('AlreadyMember');

    expect((await inject('GET', `/api/admin/shops/${owners.a.shopId}`, stylist)).statusCode).toBe(200);
    expect(
      (await inject('PATCH', `/api/admin/shops/${owners.a.shopId}`, stylist, { name: 'Hijack' })).statusCode,
    ).toBe(403);
    expect((await inject('GET', `/api/admin/shops/${owners.a.shopId}/members`, stylist)).statusCode).toBe(
      403,
    );
    expect((await inject('GET', `/api/admin/shops/${owners.b.shopId}`, stylist)).statusCode).toBe(403);

    const members = await inject('GET', `/api/admin/shops/${owners.a.shopId}/members`, owners.a.cookie);
    expect(members.json().total).toBe(3);
  });

  it('lets the owner rename the shop and validates the change', async () => {
    const res = await inject('PATCH', `/api/admin/shops/${owners.a.shopId}`, owners.a.cookie, {
      timeZone: 'America/New_York',
    });
    expect(res.json().timeZone).toBe('America/New_York');
    const empty = await inject('PATCH', `/api/admin/shops/${owners.a.shopId}`, owners.a.cookie, {});
    expect(empty.statusCode).toBe(400);
    const badId = await inject('GET', '/api/admin/shops/not-a-uuid', owners.a.cookie);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details[0].path).toBe('params.shopId');
  });

  it('opens the platform area to ROLE_ADMIN only', async () => {
    expect((await inject('GET', '/api/platform/shops', owners.a.cookie)).statusCode).toBe(403);
    await signUp(t.app, 'operator@example.com', 'operator password');
    await makePlatformAdmin(t.ctx, 'operator@example.com');
    const { cookie } = await signIn(t.app, 'operator@example.com', 'operator password');
    const res = await inject('GET', '/api/platform/shops', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((s: { subdomain: string }) => s.subdomain)).toEqual(['salon-a', 'salon-b']);
    expect((await inject('GET', `/api/admin/shops/${owners.b.shopId}`, cookie)).statusCode).toBe(200);
  });
});

describe('races', () => {
  it('gives a subdomain to exactly one of two shops opened at the same moment', async () => {
    const results = await Promise.all(
      [owners.a.cookie, owners.b.cookie, customer].map((cookie) =>
        inject('POST', '/api/me/shops', cookie, { name: 'Race', subdomain: 'photo-finish' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('going live', () => {
  const inject2 = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin/shops/${owners.a.shopId}${path}`,
      headers: { cookie: owners.a.cookie },
      ...(payload ? { payload } : {}),
    });
  const created = async (method: 'POST' | 'PATCH' | 'PUT', path: string, payload: object) => {
    const res = await inject2(method, path, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  /** What publishing answers now: 200, or the missing parts it names. */
  const publish = async () => {
    const res = await inject2('POST', '/go-live');
    if (res.statusCode === 200) return 'live';
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ShopNotReady');
    expect((await inject2('GET', '/readiness')).json()).toEqual({
      ready: false,
      missing: res.json().error.details.missing,
    });
    return res.json().error.details.missing;
  };

  it('keeps a new shop off the public until the owner publishes a page with something to book', async () => {
    const publicPage = () => t.app.inject({ method: 'GET', url: '/api/public/shops/salon-a' });
    expect((await publicPage()).statusCode).toBe(404);
    const shop = await inject('GET', `/api/admin/shops/${owners.a.shopId}`, owners.a.cookie);
    expect(shop.json()).toMatchObject({ live: false, bookingPath: '/book/salon-a' });

    const staff = await staffSession('stylist@example.com');
    expect((await inject('POST', `/api/admin/shops/${owners.a.shopId}/go-live`, staff)).statusCode).toBe(403);
    expect((await inject('GET', `/api/admin/shops/${owners.a.shopId}/readiness`, staff)).statusCode).toBe(
      403,
    );

    // An empty salon: nothing to book and nobody to book with.
    expect(await publish()).toEqual(['service', 'stylist']);
    const rita = await created('POST', '/stylists', { name: 'Rita' });
    expect(await publish()).toEqual(['service', 'hours']);
    // A stylist customers cannot book online does not count, whatever her hours.
    const days = [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      intervals: [{ start: '09:00', end: '17:00' }],
    }));
    await created('PUT', `/stylists/${rita.id}/hours`, { days });
    await created('PATCH', `/stylists/${rita.id}`, { bookableOnline: false });
    expect(await publish()).toEqual(['service', 'stylist']);
    await created('PATCH', `/stylists/${rita.id}`, { bookableOnline: true });
    expect(await publish()).toEqual(['service']);

    // Services nobody performs, or that are not offered online or are archived, give nothing to book.
    const cut = await created('POST', '/services', {
      name: 'Cut',
      durationMinutes: 30,
      price: { amount: 3000, currency: 'EUR' },
    });
    expect(await publish()).toEqual(['stylistForService']);
    await created('POST', '/services', {
      name: 'Staff only',
      durationMinutes: 30,
      price: { amount: 0, currency: 'EUR' },
      bookableOnline: false,
      stylists: [{ stylistId: rita.id }],
    });
    await created('POST', '/services', {
      name: 'Old colour',
      durationMinutes: 30,
      price: { amount: 5000, currency: 'EUR' },
      active: false,
      stylists: [{ stylistId: rita.id }],
    });
    expect(await publish()).toEqual(['stylistForService']);
    expect((await publicPage()).statusCode).toBe(404);

    await created('PATCH', `/services/${cut.id}`, { stylists: [{ stylistId: rita.id }] });
    expect((await inject2('GET', '/readiness')).json()).toEqual({ ready: true, missing: [] });
    const live = await inject2('POST', '/go-live');
    expect(live.statusCode).toBe(200);
    expect(live.json().live).toBe(true);
    expect((await publicPage()).statusCode).toBe(200);
    // Publishing again changes nothing.
    expect((await inject2('POST', '/go-live')).json().live).toBe(true);
  });

  it('counts hours on a date to come, not only weekly hours', async () => {
    const shop = owners.b.shopId;
    const call = async (method: 'POST' | 'PUT', path: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/admin/shops/${shop}${path}`,
        headers: { cookie: owners.b.cookie },
        ...(payload ? { payload } : {}),
      });
    const ana = (await call('POST', '/stylists', { name: 'Ana' })).json();
    await call('POST', '/services', {
      name: 'Cut',
      durationMinutes: 30,
      price: { amount: 3000, currency: 'EUR' },
      stylists: [{ stylistId: ana.id }],
    });
    expect((await call('POST', '/go-live')).json().error.details.missing).toEqual(['hours']);
    const override = await call('PUT', `/stylists/${ana.id}/overrides/2099-01-05`, {
      intervals: [{ start: '10:00', end: '14:00' }],
    });
    expect(override.statusCode, override.body).toBeLessThan(300);
    expect((await call('POST', '/go-live')).statusCode).toBe(200);
  });
});
