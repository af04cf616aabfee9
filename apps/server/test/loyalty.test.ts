import { sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/infra/sql.ts';
import { createTestApp, joinShop, type TestApp } from './helpers.ts';
import { createSalon, loyaltyProgramme, type Salon } from './salon-fixture.ts';

// Tuesday 24 November 2026, 08:00 in Berlin: the owner completes today's visits early.
const clock = new Date('2026-11-24T07:00:00Z');
let t: TestApp;
let salon: Salon;
let other: Salon;
let stylistCookie = '';
let readOnlyCookie = '';

const settings = loyaltyProgramme;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'loyalty');
  other = await createSalon(t.app, 'loyalty-other');
  stylistCookie = (await joinShop(t.app, t.ctx, salon.shopId, 'stylist-loyalty@example.com')).cookie;
  readOnlyCookie = (
    await joinShop(t.app, t.ctx, salon.shopId, 'readonly-loyalty@example.com', { readOnly: true })
  ).cookie;
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  payload?: object,
  cookie = salon.cookie,
) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

let nextCustomer = 0;
async function newCustomer() {
  nextCustomer += 1;
  const res = await api('POST', '/customers', {
    name: `Lou Loyal ${nextCustomer}`,
    email: `lou${nextCustomer}@example.com`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** Today's free hours of the three stylists, handed out one by one. */
const slots = ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00'].flatMap((time) =>
  [0, 1, 2].map((stylist) => ({ time, stylist })),
);
async function book(customerId: string) {
  const slot = slots.shift();
  if (!slot) throw new Error('out of slots');
  const res = await api('POST', '/appointments', {
    services: [salon.services.cut],
    start: `2026-11-24T${slot.time}:00+01:00`,
    stylist: salon.stylists[slot.stylist]?.id,
    customerId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const act = (id: string, action: string, cookie?: string) =>
  api('POST', `/appointments/${id}/${action}`, {}, cookie);
const loyalty = async (customerId: string) => {
  const res = await api('GET', `/customers/${customerId}/loyalty`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const adjust = (customerId: string, points: number, reason = 'Welcome gift', cookie?: string) =>
  api('POST', `/customers/${customerId}/loyalty/adjustments`, { points, reason }, cookie);
const redeem = (customerId: string, appointmentId: string, points: number, cookie?: string) =>
  api('POST', `/customers/${customerId}/loyalty/redemptions`, { appointmentId, points }, cookie);

/** The balance row and the ledger's sum, read from the database itself. */
async function stored(customerId: string) {
  const [row] = await queryRows<{ balance: number | null; sum: number | string | null }>(
    t.ctx.db,
    sql`select (select balance from loyalty_balances where customer_id = ${customerId}) as balance,
               (select coalesce(sum(points), 0) from loyalty_entries where customer_id = ${customerId}) as sum`,
  );
  return { balance: row?.balance ?? 0, sum: Number(row?.sum ?? 0) };
}

describe('loyalty settings', () => {
  it('are off by default, and only an owner changes them', async () => {
    const off = await api('GET', '/loyalty-settings');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, earnMode: 'perCurrencyUnit', currency: 'EUR' });

    // A visit completed while the programme is off earns nothing.
    const customerId = await newCustomer();
    const visit = await book(customerId);
    expect((await act(visit, 'complete')).statusCode).toBe(200);
    expect(await loyalty(customerId)).toMatchObject({ enabled: false, balance: 0, entries: [], total: 0 });

    expect((await api('PUT', '/loyalty-settings', settings, stylistCookie)).statusCode).toBe(403);
    const on = await api('PUT', '/loyalty-settings', settings);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ ...settings, currency: 'EUR' });
    // The whole team sees the programme, as the other settings; read-only staff cannot change it.
    expect((await api('GET', '/loyalty-settings', undefined, stylistCookie)).json().enabled).toBe(true);
    expect((await api('GET', '/loyalty-settings', undefined, readOnlyCookie)).json().enabled).toBe(true);
    expect((await api('PUT', '/loyalty-settings', settings, readOnlyCookie)).statusCode).toBe(403);
  });

  it('change with PATCH only the fields sent, as every settings resource', async () => {
    const before = (await api('GET', '/loyalty-settings')).json();
    const changed = await api('PATCH', '/loyalty-settings', { expiryMonths: 18 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ...before, expiryMonths: 18 });
    expect((await api('PATCH', '/loyalty-settings', { redeemPoints: 0 })).json().error.details).toEqual([
      expect.objectContaining({ path: 'body.redeemPoints' }),
    ]);
    expect((await api('PATCH', '/loyalty-settings', { expiryMonths: 1 }, readOnlyCookie)).statusCode).toBe(
      403,
    );
    expect((await api('PATCH', '/loyalty-settings', { expiryMonths: before.expiryMonths })).json()).toEqual(
      before,
    );
  });

  it('refuses bad settings with a 400 naming the field', async () => {
    const res = await api('PUT', '/loyalty-settings', { ...settings, redeemPoints: 0, earnMode: 'perHug' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('ValidationError');
    const paths = (error.details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.redeemPoints', 'body.earnMode']));
  });
});

describe('rewards for completed visits', () => {
  it('rewards a completion once, even completed twice or at the same time', async () => {
    const customerId = await newCustomer();
    const visit = await book(customerId);
    const results = await Promise.all(Array.from({ length: 5 }, () => act(visit, 'complete')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().error.code)).toEqual(
      Array(4).fill('InvalidTransition'),
    );
    expect((await act(visit, 'complete')).statusCode).toBe(409);

    const account = await loyalty(customerId);
    // Cut: €45.00 at 1 point per euro; 45 points are worth €2.25 at 100 points = €5.
    expect(account).toMatchObject({ balance: 45, value: { amount: 225, currency: 'EUR' }, total: 1 });
    expect(account.entries).toEqual([
      expect.objectContaining({
        kind: 'Reward',
        points: 45,
        appointmentId: visit,
        appointmentStart: expect.stringMatching(/^2026-11-24T/),
        actorName: 'Test Person',
      }),
    ]);
    expect(await stored(customerId)).toEqual({ balance: 45, sum: 45 });
  });

  it('reverses the reward when the completion is undone, and rewards it again when redone', async () => {
    const customerId = await newCustomer();
    const visit = await book(customerId);
    expect((await act(visit, 'complete')).statusCode).toBe(200);
    expect((await act(visit, 'reopen', stylistCookie)).statusCode).toBe(200);
    let account = await loyalty(customerId);
    expect(account.balance).toBe(0);
    const [reversal, reward] = account.entries;
    expect(reversal).toMatchObject({ kind: 'RewardReversal', points: -45, reverses: reward.id });
    expect(reward).toMatchObject({ kind: 'Reward', points: 45 });

    expect((await act(visit, 'complete')).statusCode).toBe(200);
    account = await loyalty(customerId);
    expect(account).toMatchObject({ balance: 45, total: 3 });
    expect(await stored(customerId)).toEqual({ balance: 45, sum: 45 });
  });

  it('takes back only what is left of a reward already redeemed, never below zero', async () => {
    const customerId = await newCustomer();
    const visit = await book(customerId);
    await act(visit, 'complete');
    expect((await adjust(customerId, 100)).statusCode).toBe(201);
    const next = await book(customerId);
    expect((await redeem(customerId, next, 130)).statusCode).toBe(201); // 145 − 130 = 15 left
    expect((await act(visit, 'reopen')).statusCode).toBe(200);
    const account = await loyalty(customerId);
    expect(account.balance).toBe(0);
    expect(account.entries[0]).toMatchObject({ kind: 'RewardReversal', points: -15 });
    expect(await stored(customerId)).toEqual({ balance: 0, sum: 0 });
  });
});

describe('redeeming and adjusting', () => {
  it('redeems against a visit at the shop’s rate and gives the points back when it is cancelled', async () => {
    const customerId = await newCustomer();
    expect((await adjust(customerId, 300, 'Moved from the paper card')).statusCode).toBe(201);
    const visit = await book(customerId);
    const res = await redeem(customerId, visit, 200, stylistCookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ balance: 100, value: { amount: 500 } });
    expect(res.json().entries[0]).toMatchObject({
      kind: 'Redeem',
      points: -200,
      value: { amount: 1000, currency: 'EUR' },
      appointmentId: visit,
    });

    expect((await act(visit, 'cancel')).statusCode).toBe(200);
    const account = await loyalty(customerId);
    expect(account.balance).toBe(300);
    expect(account.entries[0]).toMatchObject({
      kind: 'RedeemReversal',
      points: 200,
      value: { amount: 1000 },
      reverses: res.json().entries[0].id,
    });
    // A cancelled visit takes no more points.
    expect((await redeem(customerId, visit, 100)).json().error.code).toBe('InvalidTransition');
    expect(await stored(customerId)).toEqual({ balance: 300, sum: 300 });
    // Nor does a completed one: it earned its points on its full price already.
    const done = await book(customerId);
    expect((await act(done, 'complete')).statusCode).toBe(200);
    expect((await redeem(customerId, done, 100)).json().error.code).toBe('InvalidTransition');
  });

  it('rewards only what was paid in money on a visit partly paid with points', async () => {
    const customerId = await newCustomer();
    await adjust(customerId, 200);
    const visit = await book(customerId);
    expect((await redeem(customerId, visit, 200)).statusCode).toBe(201); // €10 of the €45 cut
    expect((await act(visit, 'complete')).statusCode).toBe(200);
    const account = await loyalty(customerId);
    expect(account.entries[0]).toMatchObject({ kind: 'Reward', points: 35 });
    expect(account.balance).toBe(35);
  });

  it('refuses what the balance, the minimum or the visit’s price do not allow', async () => {
    const customerId = await newCustomer();
    await adjust(customerId, 2000);
    const visit = await book(customerId);
    const below = await redeem(customerId, visit, 50);
    expect(below.statusCode).toBe(400);
    expect(below.json().error.details).toEqual([
      { path: 'body.points', message: expect.stringContaining('100') },
    ]);
    // 1000 points are €50, more than the €45 cut.
    expect((await redeem(customerId, visit, 1000)).json().error.details[0].path).toBe('body.points');
    expect((await redeem(customerId, visit, 900)).statusCode).toBe(201);
    expect((await redeem(customerId, visit, 100)).json().error.details[0].path).toBe('body.points');
    const tooMuch = await redeem(customerId, await book(customerId), 1200);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatchObject({ code: 'InsufficientPoints', details: { balance: 1100 } });
    // Another customer's visit is not this one's to redeem on.
    const stranger = await book(await newCustomer());
    expect((await redeem(customerId, stranger, 100)).json().error.details[0].path).toBe('body.appointmentId');
  });

  it('adjusts with a reason, never below zero', async () => {
    const customerId = await newCustomer();
    const noReason = await api('POST', `/customers/${customerId}/loyalty/adjustments`, {
      points: 10,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toMatchObject({
      code: 'ValidationError',
      details: [{ path: 'body.reason' }],
    });
    const zero = await adjust(customerId, 0);
    expect(zero.json().error.details[0].path).toBe('body.points');
    expect((await adjust(customerId, 50, 'Birthday', stylistCookie)).statusCode).toBe(201);
    const under = await adjust(customerId, -51, 'Correction');
    expect(under.statusCode).toBe(409);
    expect(under.json().error).toMatchObject({ code: 'InsufficientPoints', details: { balance: 50 } });
    const back = await adjust(customerId, -50, 'Correction');
    expect(back.json()).toMatchObject({ balance: 0, total: 2 });
    expect(back.json().entries[0]).toMatchObject({ kind: 'Adjust', points: -50, reason: 'Correction' });
  });

  it('keeps read-only staff and other shops out', async () => {
    const customerId = await newCustomer();
    expect((await api('GET', `/customers/${customerId}/loyalty`, undefined, readOnlyCookie)).statusCode).toBe(
      403,
    );
    expect((await adjust(customerId, 10, 'Nice', readOnlyCookie)).statusCode).toBe(403);
    const visit = await book(customerId);
    expect((await redeem(customerId, visit, 100, readOnlyCookie)).statusCode).toBe(403);
    // The other salon's owner cannot reach this salon's customer through their own shop.
    const cross = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${other.shopId}/customers/${customerId}/loyalty/adjustments`,
      headers: { cookie: other.cookie },
      payload: { points: 100, reason: 'Sneaky' },
    });
    expect(cross.statusCode).toBe(404);
    expect((await loyalty(customerId)).total).toBe(0);
  });
});

describe('one balance under concurrent redemptions', () => {
  it('lets 50 parallel redemptions take only what the balance covers', async () => {
    const customerId = await newCustomer();
    await adjust(customerId, 600, 'Opening balance');
    const visits = [await book(customerId), await book(customerId), await book(customerId)];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => redeem(customerId, visits[i % 3] as string, 100)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(6);
    expect(codes.filter((c) => c === 409)).toHaveLength(44);
    expect(new Set(results.filter((r) => r.statusCode === 409).map((r) => r.json().error.code))).toEqual(
      new Set(['InsufficientPoints']),
    );
    expect(await loyalty(customerId)).toMatchObject({ balance: 0, total: 7 });
    expect(await stored(customerId)).toEqual({ balance: 0, sum: 0 });
  });

  it('holds in the database itself: 50 parallel raw entries never take the balance below zero', async () => {
    const customerId = await newCustomer();
    await adjust(customerId, 1000, 'Opening balance');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        t.ctx.db.execute(
          sql`insert into loyalty_entries (shop_id, customer_id, kind, points, reason)
              values (${salon.shopId}, ${customerId}, 'Adjust', -100, 'raw')`,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await stored(customerId)).toEqual({ balance: 0, sum: 0 });
    // Entries are added, never changed.
    await expect(
      t.ctx.db.execute(sql`update loyalty_entries set points = 5000 where customer_id = ${customerId}`),
    ).rejects.toThrow();
  });
});
