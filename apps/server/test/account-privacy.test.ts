import { eq, mailOutbox, reviews, sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/infra/sql.ts';
import { preferencesTokenFor } from '../src/services/notification-preferences/preference-token.ts';
import {
  cookiesFrom,
  createTestApp,
  joinShop,
  signIn,
  signInByCode,
  signUp,
  type TestApp,
} from './helpers.ts';
import { createSalon, loyaltyProgramme, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let first: Salon;
let second: Salon;

const CARA = 'cara@example.com';
const PASSWORD = 'correct horse battery';
// The other customer of the same salons: nothing of theirs may reach Cara's export.
const OTTO = { name: 'Otto Otherperson', email: 'otto@example.com', phone: '+4930987654' };

let cara = '';
let caraAt: Record<'first' | 'second', { customerId: string; appointmentId: string }>;
let ottoAt: Record<'first' | 'second', string>;

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload } : {}) });
const account = (method: 'GET' | 'PATCH' | 'DELETE', path: string, payload?: object, cookie = cara) =>
  inject(method, `/api/me/account${path}`, cookie, payload);
const admin = (salon: Salon, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  inject(method, `/api/admin/shops/${salon.shopId}${path}`, salon.cookie, payload);

async function book(
  salon: Salon,
  start: string,
  who: { cookie?: string; phone?: string; guest?: typeof OTTO },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    ...(who.cookie ? { headers: { cookie: who.cookie } } : {}),
    payload: {
      services: [salon.services.cut],
      start,
      stylist: 'any',
      // A signed-in customer gives the salon the phone the account lacks.
      customer: who.guest ?? { phone: who.phone },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking.id as string;
}

async function recordOf(salon: Salon, email: string) {
  const res = await admin(salon, 'GET', `/customers?q=${encodeURIComponent(email)}`);
  expect(res.statusCode, res.body).toBe(200);
  const [record] = res.json().items;
  expect(record, `${email} at ${salon.subdomain}`).toBeDefined();
  return record as { id: string; name: string; email: string | null; phone: string | null };
}

async function adjust(salon: Salon, customerId: string, points: number, reason: string) {
  const res = await admin(salon, 'POST', `/customers/${customerId}/loyalty/adjustments`, { points, reason });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 10_000, windowSeconds: 60 } },
  });
  first = await createSalon(t.app, 'privacy-a');
  second = await createSalon(t.app, 'privacy-b');
  const loyalty = loyaltyProgramme;
  for (const salon of [first, second])
    expect((await admin(salon, 'PUT', '/loyalty-settings', loyalty)).statusCode).toBe(200);

  // Cara books at the first salon signed in (giving her number, which her account keeps), and at
  // the second as a guest before she had an account;
  // signing in by e-mail code later verifies her address, which joins that guest record to her account.
  await signUp(t.app, CARA, PASSWORD, 'Cara Client');
  cara = (await signIn(t.app, CARA, PASSWORD)).cookie;
  const firstVisit = await book(first, '2026-11-24T10:00:00+01:00', { cookie: cara, phone: '+4930555111' });
  const secondVisit = await book(second, '2026-11-24T11:00:00+01:00', {
    guest: { name: 'Cara Guestname', email: CARA, phone: '+4930555111' },
  });
  cara = await signInByCode(t.app, t.ctx, CARA);

  // Otto books at both salons too.
  await book(first, '2026-11-24T12:00:00+01:00', { guest: OTTO });
  await book(second, '2026-11-24T12:00:00+01:00', { guest: OTTO });

  caraAt = {
    first: { customerId: (await recordOf(first, CARA)).id, appointmentId: firstVisit },
    second: { customerId: (await recordOf(second, CARA)).id, appointmentId: secondVisit },
  };
  ottoAt = { first: (await recordOf(first, OTTO.email)).id, second: (await recordOf(second, OTTO.email)).id };
  await adjust(first, caraAt.first.customerId, 40, 'Welcome gift');
  await adjust(second, caraAt.second.customerId, 25, 'Birthday bonus');
  await adjust(first, ottoAt.first, 70, 'Otto only');
  await adjust(second, ottoAt.second, 80, 'Otto only');
  await t.notifications.runRound();
}, 60_000);
afterAll(() => t.close());

describe('profile', () => {
  it('stores a local phone number in E.164 and follows every change to both salons’ records', async () => {
    // Before she changes it, the profile shows the phone she booked with.
    expect((await account('GET', '/profile')).json()).toMatchObject({ phone: '+4930555111', birthday: null });
    // The account's language is English; the local number is read as one of the country of the
    // salon she last booked at (Berlin), not Great Britain.
    const phoned = await account('PATCH', '/profile', { phone: '030 1234567' });
    expect(phoned.statusCode, phoned.body).toBe(200);
    expect(phoned.json()).toMatchObject({ phone: '+49301234567', locale: 'en', name: 'Cara Client' });
    const res = await account('PATCH', '/profile', {
      name: 'Cara Changed',
      birthday: '1990-05-17',
      locale: 'de',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: CARA,
      emailVerified: true,
      name: 'Cara Changed',
      phone: '+49301234567',
      birthday: '1990-05-17',
      locale: 'de',
      hasPassword: true,
    });
    expect((await account('GET', '/profile')).json()).toEqual(res.json());
    for (const salon of [first, second]) {
      const record = await recordOf(salon, CARA);
      expect(record).toMatchObject({ name: 'Cara Changed', phone: '+49301234567', birthday: '1990-05-17' });
    }
    const rows = await queryRows<{ locale: string }>(
      t.ctx.db,
      sql`select locale from customers where user_id = (select id from users where email = ${CARA})`,
    );
    expect(rows.map((r) => r.locale)).toEqual(['de', 'de']);
    // The session reads the account's language too.
    expect((await inject('GET', '/api/auth/me', cara)).json().user.locale).toBe('de');

    // A number of another country is read with the country given.
    const french = await account('PATCH', '/profile', { phone: '06 12 34 56 78', country: 'fr' });
    expect(french.statusCode, french.body).toBe(200);
    expect(french.json().phone).toBe('+33612345678');
    expect((await recordOf(first, CARA)).phone).toBe('+33612345678');
  });

  it('refuses a phone number that cannot be read, naming the field, and changes nothing', async () => {
    const res = await account('PATCH', '/profile', { name: 'Not Saved', phone: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('ValidationError');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain('body.phone');
    expect((await account('GET', '/profile')).json().name).toBe('Cara Changed');
  });

  it('takes only a birthday in the past, and at least one field', async () => {
    for (const birthday of ['2026-12-01', '2026-11-23', '1850-01-01', '1990-02-30']) {
      const res = await account('PATCH', '/profile', { birthday });
      expect(res.statusCode, birthday).toBe(400);
      expect(JSON.stringify(res.json().error.details), birthday).toContain('birthday');
    }
    expect((await account('PATCH', '/profile', {})).statusCode).toBe(400);
    expect((await account('GET', '/profile')).json().birthday).toBe('1990-05-17');
  });

  it('is only for the signed-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/account/profile' })).statusCode).toBe(401);
  });
});

describe('hostile input from a signed-in customer', () => {
  it('answers every malformed request to the account with a 400 naming the field, and changes nothing', async () => {
    const before = (await account('GET', '/profile')).json();
    const cases: [Parameters<typeof inject>[0], string, object | undefined, string][] = [
      ['PATCH', '/profile', { name: 123 }, 'body.name'],
      ['PATCH', '/profile', { name: 'x'.repeat(10_000) }, 'body.name'],
      ['PATCH', '/profile', { name: '   ' }, 'body.name'],
      ['PATCH', '/profile', { locale: 'xx' }, 'body.locale'],
      ['PATCH', '/profile', { phone: '<script>alert(1)</script>' }, 'body.phone'],
      ['PATCH', '/profile', { phone: '030 1234567', country: 'ZZ' }, 'body.country'],
      ['PATCH', '/profile', { birthday: "1990-01-01' or 1=1 --" }, 'body.birthday'],
      ['PATCH', '/preferences', { shopId: 'not-a-uuid', reminders: true }, 'body.shopId'],
      ['PATCH', '/preferences', { shopId: first.shopId, reminders: 'yes' }, 'body.reminders'],
      ['DELETE', '/devices/..%2F..%2Fusers', undefined, 'params.id'],
      ['GET', '/appointments?when=tomorrow', undefined, 'query.when'],
      ['GET', '/appointments?limit=-5', undefined, 'query.limit'],
      ['GET', '/appointments?cursor=%00%00', undefined, 'query.cursor'],
      ['GET', '/notifications?cursor=forged', undefined, 'query.cursor'],
      ['PATCH', `/appointments/${caraAt.first.appointmentId}`, { start: 'next tuesday' }, 'body.start'],
      ['GET', '/appointments/1%20or%201=1', undefined, 'params.id'],
      ['DELETE', '', { confirmEmail: ['cara@example.com'] }, 'body.confirmEmail'],
    ];
    for (const [method, path, payload, field] of cases) {
      const res = await account(method as 'GET', path, payload);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(400);
      const { error } = res.json();
      expect(error.code, `${method} ${path}`).toBe('ValidationError');
      expect(
        error.details.map((d: { path: string }) => d.path),
        `${method} ${path}`,
      ).toContain(field);
    }
    expect((await account('GET', '/profile')).json()).toEqual(before);
  });
});

describe('mail preferences and devices', () => {
  const linkUrl = (customerId: string) =>
    `/api/public/notification-preferences/${preferencesTokenFor(t.ctx, customerId, clock)}`;

  it('lists each salon’s choices and changes them exactly as the link in the mails does', async () => {
    const before = await account('GET', '/preferences');
    expect(before.statusCode, before.body).toBe(200);
    expect(
      before
        .json()
        .shops.map((s: { shop: { id: string } }) => s.shop.id)
        .sort(),
    ).toEqual([first.shopId, second.shopId].sort());
    // Never asked about marketing: no consent, shown as such.
    for (const s of before.json().shops) expect(s).toMatchObject({ reminders: true, marketing: null });

    const res = await account('PATCH', '/preferences', {
      shopId: first.shopId,
      reminders: false,
      marketing: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const shopsAfter = Object.fromEntries(
      res.json().shops.map((s: { shop: { id: string } }) => [s.shop.id, s]),
    );
    expect(shopsAfter[first.shopId]).toMatchObject({ reminders: false, marketing: false });
    expect(shopsAfter[second.shopId]).toMatchObject({ reminders: true, marketing: null });

    // The mail's link reads what the site wrote…
    const link = await t.app.inject({ method: 'GET', url: linkUrl(caraAt.first.customerId) });
    expect(link.json()).toMatchObject({ reminders: false, marketing: false });
    // …and the site reads what the link writes.
    const put = await t.app.inject({
      method: 'PUT',
      url: linkUrl(caraAt.first.customerId),
      payload: { reminders: true, marketing: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    const mine = (await account('GET', '/preferences')).json().shops;
    expect(mine.find((s: { shop: { id: string } }) => s.shop.id === first.shopId)).toMatchObject({
      reminders: true,
      marketing: false,
    });
    // Changing only one choice leaves the other as it was.
    await account('PATCH', '/preferences', { shopId: second.shopId, marketing: false });
    const secondLink = await t.app.inject({ method: 'GET', url: linkUrl(caraAt.second.customerId) });
    expect(secondLink.json()).toMatchObject({ reminders: true, marketing: false });
  });

  it('answers 404 for a salon where the account has no record', async () => {
    const other = await createSalon(t.app, 'privacy-c');
    const res = await account('PATCH', '/preferences', { shopId: other.shopId, reminders: false });
    expect(res.statusCode).toBe(404);
  });

  it('lists the account’s push devices with a label and removes only its own', async () => {
    const subscribe = (cookie: string, endpoint: string, userAgent: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/push-subscriptions',
        headers: { cookie, 'user-agent': userAgent },
        payload: {
          endpoint,
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
      });
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    expect((await subscribe(cara, 'https://push.example/cara-phone', android)).statusCode).toBe(201);
    const someone = (await signUp(t.app, 'someone@example.com')).cookie;
    expect((await subscribe(someone, 'https://push.example/someone', android)).statusCode).toBe(201);

    const devices = (await account('GET', '/preferences')).json().devices;
    expect(devices).toEqual([
      { id: expect.any(String), label: 'Chrome · Android', createdAt: expect.any(String) },
    ]);
    const theirs = (await account('GET', '/preferences', undefined, someone)).json().devices[0].id;

    const foreign = await account('DELETE', `/devices/${theirs}`);
    expect(foreign.statusCode).toBe(404);
    expect((await account('GET', '/preferences', undefined, someone)).json().devices).toHaveLength(1);
    const own = await account('DELETE', `/devices/${devices[0].id}`);
    expect(own.statusCode, own.body).toBe(200);
    expect((await account('GET', '/preferences')).json().devices).toEqual([]);
    // The device is kept for the export test below.
    expect((await subscribe(cara, 'https://push.example/cara-laptop', android)).statusCode).toBe(201);
  });
});

describe('data export', () => {
  it('holds the appointments and ledgers at both salons, and nothing of another customer', async () => {
    const res = await account('GET', '/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data-2026-11-23.json"');
    const data = res.json();
    expect(data.account).toMatchObject({ email: CARA, name: 'Cara Changed', phone: '+33612345678' });
    const bySalon = Object.fromEntries(
      data.salons.map((s: { salon: { subdomain: string } }) => [s.salon.subdomain, s]),
    );
    expect(Object.keys(bySalon).sort()).toEqual([first.subdomain, second.subdomain].sort());

    const atFirst = bySalon[first.subdomain];
    expect(atFirst.customerRecord).toMatchObject({ name: 'Cara Changed', email: CARA });
    expect(atFirst.appointments).toHaveLength(1);
    expect(atFirst.appointments[0]).toMatchObject({
      id: caraAt.first.appointmentId,
      status: 'confirmed',
      price: { amount: 4500, currency: 'EUR' },
      services: [{ name: 'Cut', stylist: expect.any(String) }],
      history: [{ action: 'created', by: 'customer' }],
    });
    expect(atFirst.loyalty).toMatchObject({ balance: 40, entries: [{ kind: 'Adjust', points: 40 }] });
    expect(atFirst.notificationPreferences).toEqual({ reminders: true, marketing: false });
    expect(atFirst.mails.length).toBeGreaterThan(0);

    const atSecond = bySalon[second.subdomain];
    expect(atSecond.appointments.map((a: { id: string }) => a.id)).toEqual([caraAt.second.appointmentId]);
    expect(atSecond.appointments[0].detailsGiven).toMatchObject({
      name: 'Cara Guestname',
      phone: '+4930555111',
    });
    expect(atSecond.loyalty).toMatchObject({ balance: 25, entries: [{ kind: 'Adjust', points: 25 }] });
    expect(data.pushDevices).toEqual([
      { label: 'Chrome · Android', createdAt: expect.any(String), lastRefreshedAt: expect.any(String) },
    ]);

    // Otto is a customer of the same two salons, with bookings and points at both.
    const text = res.body;
    for (const trace of [
      OTTO.name,
      'Otto',
      OTTO.email,
      OTTO.phone,
      OTTO.phone.slice(3),
      ottoAt.first,
      ottoAt.second,
      'Otto only',
    ])
      expect(text, trace).not.toContain(trace);
    // Nor any push key.
    expect(text).not.toContain('tBHItJI5svbpez7KI4CCXg');
  });

  it('leaves out the salon’s private note about the customer', async () => {
    const noted = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shops/${first.shopId}/customers/${caraAt.first.customerId}`,
      headers: { cookie: first.cookie },
      payload: { note: 'Staff-only: prefers the quiet chair' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().note).toBe('Staff-only: prefers the quiet chair');
    const res = await account('GET', '/export');
    expect(res.body).not.toContain('prefers the quiet chair');
  });
});

describe('sign out everywhere', () => {
  it('revokes every session of the account and clears this browser’s cookies', async () => {
    await signUp(t.app, 'sam@example.com', PASSWORD, 'Sam');
    const laptop = (await signIn(t.app, 'sam@example.com', PASSWORD)).cookie;
    const phone = (await signIn(t.app, 'sam@example.com', PASSWORD)).cookie;
    const other = (await signIn(t.app, CARA, PASSWORD)).cookie;
    const pushTo = (cookie: string, endpoint: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/push-subscriptions',
        headers: { cookie },
        payload: {
          endpoint,
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
      });
    expect((await pushTo(phone, 'https://push.example/sam-phone')).statusCode).toBeLessThan(300);
    expect((await pushTo(other, 'https://push.example/cara-laptop')).statusCode).toBeLessThan(300);

    const res = await inject('POST', '/api/auth/sign-out-everywhere', laptop);
    expect(res.statusCode, res.body).toBe(200);
    expect(cookiesFrom(res, laptop)).not.toMatch(/accessToken|refreshToken/);

    for (const cookie of [phone, laptop]) {
      const refresh = await inject('POST', '/api/auth/refresh', cookie);
      expect(refresh.statusCode).toBe(401);
      expect(refresh.json().error.code).toBe('TokenIsExpired');
    }
    // A lost phone gets no more pushes either; someone else's session and devices are untouched.
    const endpoints = await queryRows<{ endpoint: string }>(
      t.ctx.db,
      sql`select endpoint from push_subscriptions where endpoint like 'https://push.example/%-%'`,
    );
    expect(endpoints.map((e) => e.endpoint)).not.toContain('https://push.example/sam-phone');
    expect(endpoints.map((e) => e.endpoint)).toContain('https://push.example/cara-laptop');
    expect((await inject('POST', '/api/auth/refresh', other)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere' })).statusCode).toBe(
      401,
    );
  });
});

describe('account deletion', () => {
  it('refuses an address that is not the account’s and deletes nothing', async () => {
    for (const confirmEmail of ['otto@example.com', '', 'cara@example.co']) {
      const res = await account('DELETE', '', { confirmEmail });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('ConfirmationMismatch');
    }
    expect((await account('GET', '/profile')).json().email).toBe(CARA);
    expect((await recordOf(first, CARA)).name).toBe('Cara Changed');
  });

  it('refuses the only owner of a salon, and lets a staff member go', async () => {
    const owner = await account('DELETE', '', { confirmEmail: 'owner-privacy-a@example.com' }, first.cookie);
    expect(owner.statusCode).toBe(409);
    expect(owner.json().error.code).toBe('OwnerCannotDelete');
    expect((await admin(first, 'GET', '/customers')).statusCode).toBe(200);

    const staff = await joinShop(t.app, t.ctx, first.shopId, 'stylist-privacy@example.com');
    const gone = await account('DELETE', '', { confirmEmail: 'stylist-privacy@example.com' }, staff.cookie);
    expect(gone.statusCode, gone.body).toBe(200);
    const team = await admin(first, 'GET', '/members');
    expect(team.body).toContain('owner-privacy-a@example.com');
    expect(team.body).not.toContain('stylist-privacy@example.com');
  });

  it('anonymises the records, keeps the salons’ books, and the address starts afresh', async () => {
    // A mail to Cara still waiting to go out, and one already sent.
    const [queued] = await t.ctx.db
      .insert(mailOutbox)
      .values({
        toAddress: CARA,
        subject: 'Waiting',
        text: 'x',
        kind: 'test',
        status: 'queued',
        nextAttemptAt: new Date('2030-01-01T00:00:00Z'),
      })
      .returning();

    // A review Cara left of her visit at the second salon.
    await t.ctx.db.insert(reviews).values({
      shopId: second.shopId,
      appointmentId: caraAt.second.appointmentId,
      customerId: caraAt.second.customerId,
      rating: 4,
      comment: 'Lovely cut',
    });
    const reviewed = (await admin(second, 'GET', '/reviews')).json().items;
    expect(reviewed).toMatchObject([{ rating: 4, comment: 'Lovely cut', customerName: 'Cara Changed' }]);

    const res = await account('DELETE', '', { confirmEmail: ' Cara@Example.com ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(cookiesFrom(res, cara)).not.toMatch(/accessToken|refreshToken/);
    expect((await account('GET', '/profile')).statusCode).toBe(401);

    // Each salon still has the visit and the points, but no longer knows who it was.
    for (const [salon, at, points] of [
      [first, caraAt.first, 40],
      [second, caraAt.second, 25],
    ] as const) {
      const visit = await admin(salon, 'GET', `/appointments/${at.appointmentId}`);
      expect(visit.statusCode, visit.body).toBe(200);
      expect(visit.json().customer).toEqual({
        id: at.customerId,
        name: 'Deleted customer',
        email: null,
        phone: null,
      });
      expect(visit.json().guest).toBeNull();
      const ledger = await admin(salon, 'GET', `/customers/${at.customerId}/loyalty`);
      expect(ledger.json()).toMatchObject({ balance: points });
      const found = await admin(salon, 'GET', `/customers?q=${encodeURIComponent('cara')}`);
      expect(found.json().total).toBe(0);
      const record = await admin(salon, 'GET', `/customers/${at.customerId}`);
      expect(JSON.stringify(record.json())).not.toMatch(/Cara|cara@|1234567|555111|1990-05-17|quiet chair/);
    }
    // The review still counts with its text, but names no one.
    expect((await admin(second, 'GET', '/reviews')).json().items).toMatchObject([
      { rating: 4, comment: 'Lovely cut', customerName: null },
    ]);
    // Otto's record is untouched.
    expect((await recordOf(first, OTTO.email)).name).toBe(OTTO.name);

    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, CARA));
    expect(mails.find((m) => m.id === queued?.id)).toBeUndefined();
    expect(mails.some((m) => m.status === 'queued')).toBe(false);

    // The password no longer signs in.
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: CARA, password: PASSWORD },
    });
    expect(signInAgain.statusCode).toBe(401);

    // The address may make a new account (verified by code), which sees none of the old bookings.
    const fresh = await signInByCode(t.app, t.ctx, CARA);
    const profile = (await account('GET', '/profile', undefined, fresh)).json();
    expect(profile).toMatchObject({ email: CARA, emailVerified: true, hasPassword: false, phone: null });
    const data = (await account('GET', '/export', undefined, fresh)).json();
    expect(data.salons).toEqual([]);
    expect((await account('GET', '/preferences', undefined, fresh)).json().shops).toEqual([]);
  });
});
