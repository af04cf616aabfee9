import { sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/infra/sql.ts';
import { createTestApp, signIn, signUp, type TestApp } from './helpers.ts';
import { createSalon, loyaltyProgramme, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin; the customer books visits later in the week.
let clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
let customerCookie = '';
let customerId = '';

const settings = loyaltyProgramme;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'loyal-widget');
  const on = await admin('PUT', '/loyalty-settings', settings);
  expect(on.statusCode, on.body).toBe(200);
  customerCookie = (await signUp(t.app, 'lena-loyal@example.com', 'correct horse battery', 'Lena Loyal'))
    .cookie;
});
afterAll(() => t.close());

function admin(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie: salon.cookie },
    ...(payload ? { payload } : {}),
  });
}

const myPoints = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/public/shops/${salon.subdomain}/my-points`,
    headers: cookie ? { cookie } : {},
  });

/** The widget's request: a cut with Ana at a time of 25 or 26 November. */
const book = (start: string, extra: object = {}, cookie = customerCookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    headers: cookie ? { cookie } : {},
    payload: {
      services: [salon.services.cut],
      start,
      stylist: salon.stylists[0]?.id,
      // A signed-in customer gives the salon the phone the account lacks.
      ...(cookie ? { customer: { phone: '+4930123456' } } : {}),
      ...extra,
    },
  });

const loyalty = async () => {
  const res = await admin('GET', `/customers/${customerId}/loyalty`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function visitsOfCustomer() {
  const rows = await queryRows<{ n: number | string }>(
    t.ctx.db,
    sql`select count(*) as n from appointments where customer_id = ${customerId}`,
  );
  return Number(rows[0]?.n ?? 0);
}

describe('redeeming points when booking on the widget', () => {
  it('tells a signed-in customer their points and the salon’s step; nothing to a visitor', async () => {
    expect((await myPoints()).json()).toEqual({ points: null });
    // Signed in, no record at the salon yet: a balance of nothing.
    expect((await myPoints(customerCookie)).json()).toEqual({
      points: {
        balance: 0,
        value: { amount: 0, currency: 'EUR' },
        redeemPoints: 100,
        redeemAmount: 500,
        minimumRedeemPoints: 100,
        expiresAt: null,
      },
    });

    // The first booking makes the record; the salon gives points on it.
    const first = await book('2026-11-25T09:00:00+01:00');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().booking.pointsDiscount).toBeNull();
    const [row] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select id from customers where email = 'lena-loyal@example.com'`,
    );
    customerId = row?.id as string;
    const gift = await admin('POST', `/customers/${customerId}/loyalty/adjustments`, {
      points: 300,
      reason: 'Paper card',
    });
    expect(gift.statusCode, gift.body).toBe(201);
    expect((await myPoints(customerCookie)).json().points).toMatchObject({
      balance: 300,
      value: { amount: 1500, currency: 'EUR' },
    });
  });

  it('redeems with the booking, in its transaction: the balance falls and the visit shows the discount', async () => {
    const res = await book('2026-11-25T10:00:00+01:00', { redeemPoints: 200 });
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json();
    expect(booking.price).toEqual({ amount: 4500, currency: 'EUR' });
    expect(booking.pointsDiscount).toEqual({ points: 200, amount: { amount: 1000, currency: 'EUR' } });

    const account = await loyalty();
    expect(account.balance).toBe(100);
    expect(account.entries[0]).toMatchObject({
      kind: 'Redeem',
      points: -200,
      value: { amount: 1000, currency: 'EUR' },
      appointmentId: booking.id,
      appointmentStart: '2026-11-25T10:00:00.000+01:00',
    });
    expect((await myPoints(customerCookie)).json().points.balance).toBe(100);

    // The manage link shows the same discount.
    const seen = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${booking.manageToken}` });
    expect(seen.json().booking.pointsDiscount).toEqual(booking.pointsDiscount);
  });

  it('refuses a redemption beyond the balance and books nothing', async () => {
    const before = await visitsOfCustomer();
    const res = await book('2026-11-25T11:00:00+01:00', { redeemPoints: 200 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'InsufficientPoints', details: { balance: 100 } });
    expect(await visitsOfCustomer()).toBe(before);
    expect((await loyalty()).balance).toBe(100);
    // The time is still free.
    const plain = await book('2026-11-25T11:00:00+01:00');
    expect(plain.statusCode, plain.body).toBe(201);
  });

  it('refuses points worth more than the visit, or fewer than the salon’s minimum, naming the field', async () => {
    await admin('POST', `/customers/${customerId}/loyalty/adjustments`, { points: 1000, reason: 'Promo' });
    const before = await visitsOfCustomer();
    // 1000 points are €50, more than the €45 cut.
    const tooMuch = await book('2026-11-25T12:00:00+01:00', { redeemPoints: 1000 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.details).toEqual([
      { path: 'body.redeemPoints', message: expect.stringContaining('Worth more') },
    ]);
    const few = await book('2026-11-25T12:00:00+01:00', { redeemPoints: 50 });
    expect(few.json().error.details[0].path).toBe('body.redeemPoints');
    const bad = await book('2026-11-25T12:00:00+01:00', { redeemPoints: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('body.redeemPoints');
    expect(await visitsOfCustomer()).toBe(before);
    expect((await loyalty()).balance).toBe(1100);
  });

  it('refuses points on a signed-out booking, clearly and with nothing booked', async () => {
    const res = await book(
      '2026-11-25T14:00:00+01:00',
      {
        redeemPoints: 100,
        customer: { name: 'Lena Loyal', email: 'lena-loyal@example.com', phone: '+49 30 1234567' },
      },
      '',
    );
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'error.http.401',
      message: 'Sign in to redeem loyalty points',
      details: [{ path: 'body.redeemPoints' }],
    });
    const [row] = await queryRows<{ n: number | string }>(
      t.ctx.db,
      sql`select count(*) as n from appointments where starts_at = '2026-11-25T13:00:00Z'`,
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('refuses points while the salon’s programme is off', async () => {
    await admin('PUT', '/loyalty-settings', { ...settings, enabled: false });
    expect((await myPoints(customerCookie)).json()).toEqual({ points: null });
    const res = await book('2026-11-25T15:00:00+01:00', { redeemPoints: 100 });
    expect(res.json().error.code).toBe('LoyaltyOff');
    await admin('PUT', '/loyalty-settings', settings);
  });
});

describe('a no-show and the points redeemed on it', () => {
  it('gives them back like a cancel, and redeems them again when the no-show is undone', async () => {
    const res = await book('2026-11-26T09:00:00+01:00', { redeemPoints: 400 });
    expect(res.statusCode, res.body).toBe(201);
    const visit = res.json().booking.id as string;
    expect((await loyalty()).balance).toBe(700);

    // The visit has started and the customer did not come.
    clock = new Date('2026-11-26T08:30:00Z');
    salon.cookie = (await signIn(t.app, 'owner-loyal-widget@example.com', 'correct horse battery')).cookie;
    const noShow = await admin('POST', `/appointments/${visit}/no-show`, {});
    expect(noShow.statusCode, noShow.body).toBe(200);
    let account = await loyalty();
    expect(account.balance).toBe(1100);
    const redeem = account.entries[1];
    expect(account.entries[0]).toMatchObject({
      kind: 'RedeemReversal',
      points: 400,
      value: { amount: 2000 },
      reverses: redeem.id,
      appointmentId: visit,
    });

    // Undone: the discount stands again, worth what it was.
    expect((await admin('POST', `/appointments/${visit}/reopen`, {})).statusCode).toBe(200);
    account = await loyalty();
    expect(account.balance).toBe(700);
    expect(account.entries[0]).toMatchObject({
      kind: 'Redeem',
      points: -400,
      value: { amount: 2000 },
      reverses: account.entries[1].id,
    });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${res.json().booking.manageToken}`,
    });
    expect(seen.json().booking.pointsDiscount).toEqual({
      points: 400,
      amount: { amount: 2000, currency: 'EUR' },
    });

    // A second no-show gives back the redemption made again, once.
    expect((await admin('POST', `/appointments/${visit}/no-show`, {})).statusCode).toBe(200);
    account = await loyalty();
    expect(account.balance).toBe(1100);
    expect(account.entries[0]).toMatchObject({ kind: 'RedeemReversal', points: 400 });
  });

  it('leaves the points given back when the balance no longer covers them', async () => {
    clock = new Date('2026-11-26T07:00:00Z');
    salon.cookie = (await signIn(t.app, 'owner-loyal-widget@example.com', 'correct horse battery')).cookie;
    customerCookie = (await signIn(t.app, 'lena-loyal@example.com', 'correct horse battery')).cookie;
    const res = await book('2026-11-26T10:00:00+01:00', { redeemPoints: 800 });
    expect(res.statusCode, res.body).toBe(201);
    const visit = res.json().booking.id as string;
    clock = new Date('2026-11-26T09:30:00Z');
    salon.cookie = (await signIn(t.app, 'owner-loyal-widget@example.com', 'correct horse battery')).cookie;
    expect((await admin('POST', `/appointments/${visit}/no-show`, {})).statusCode).toBe(200);
    // Given back: 1100 again, of which 600 are then taken by hand; 500 do not cover the 800.
    const spent = await admin('POST', `/customers/${customerId}/loyalty/adjustments`, {
      points: -600,
      reason: 'Moved to another card',
    });
    expect(spent.statusCode, spent.body).toBe(201);
    expect((await admin('POST', `/appointments/${visit}/reopen`, {})).statusCode).toBe(200);
    const account = await loyalty();
    expect(account.balance).toBe(500);
    expect(account.entries[0]).toMatchObject({ kind: 'Adjust', points: -600 });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${res.json().booking.manageToken}`,
    });
    expect(seen.json().booking).toMatchObject({ status: 'confirmed', pointsDiscount: null });
  });
});

describe('one balance, two bookings at once', () => {
  it('lets only the booking whose points the balance covers through; the other books nothing', async () => {
    customerCookie = (await signIn(t.app, 'lena-loyal@example.com', 'correct horse battery')).cookie;
    const before = await visitsOfCustomer();
    const results = await Promise.all([
      book('2026-11-27T09:00:00+01:00', { redeemPoints: 500 }),
      book('2026-11-27T10:00:00+01:00', { redeemPoints: 500 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().error.code).toBe('InsufficientPoints');
    expect(await visitsOfCustomer()).toBe(before + 1);
    expect((await loyalty()).balance).toBe(0);
  });
});
