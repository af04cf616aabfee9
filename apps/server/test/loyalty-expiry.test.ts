import { sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/infra/sql.ts';
import { expireInactivePoints } from '../src/services/loyalty/expire-inactive-points.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { createSalon, loyaltyProgramme, type Salon } from './salon-fixture.ts';

// 15 January 2026, 11:00 in Berlin.
let clock = new Date('2026-01-15T10:00:00Z');
let t: TestApp;
let expiring: Salon;
let keeping: Salon;

const settings = loyaltyProgramme;

const api = (salon: Salon, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie: salon.cookie },
    ...(payload ? { payload } : {}),
  });

async function newCustomer(salon: Salon, name: string) {
  const res = await api(salon, 'POST', '/customers', { name, email: `${name.toLowerCase()}@example.com` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** An entry of the customer's past, written as the services write it, on the day given. */
async function entry(salon: Salon, customerId: string, kind: string, points: number, at: string) {
  await t.ctx.db.execute(
    sql`insert into loyalty_entries (shop_id, customer_id, kind, points, reason, created_at)
        values (${salon.shopId}, ${customerId}, ${kind}, ${points},
                ${kind === 'Adjust' ? 'By hand' : null}, ${at}::timestamptz)`,
  );
}

const loyalty = async (salon: Salon, customerId: string) => {
  const res = await api(salon, 'GET', `/customers/${customerId}/loyalty`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** The clock moves; staff sign in again (a session lasts minutes). */
async function at(instant: string) {
  clock = new Date(instant);
  for (const salon of [expiring, keeping]) {
    salon.cookie = (
      await signIn(t.app, `owner-${salon.subdomain.slice(6)}@example.com`, 'correct horse battery')
    ).cookie;
  }
}

let idle = '';
let active = '';
let gifted = '';
let elsewhere = '';
let undone = '';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  expiring = await createSalon(t.app, 'expiring');
  keeping = await createSalon(t.app, 'keeping');
  const put = await api(expiring, 'PUT', '/loyalty-settings', { ...settings, expiryMonths: 12 });
  expect(put.statusCode, put.body).toBe(200);
  expect(put.json().expiryMonths).toBe(12);
  expect((await api(keeping, 'PUT', '/loyalty-settings', settings)).statusCode).toBe(200);

  idle = await newCustomer(expiring, 'Idle');
  await entry(expiring, idle, 'Reward', 45, '2026-01-15T10:00:00Z');
  await entry(expiring, idle, 'Adjust', 100, '2026-03-01T10:00:00Z');
  active = await newCustomer(expiring, 'Active');
  await entry(expiring, active, 'Reward', 300, '2026-01-15T10:00:00Z');
  await entry(expiring, active, 'Redeem', -100, '2026-08-01T10:00:00Z');
  gifted = await newCustomer(expiring, 'Gifted');
  await entry(expiring, gifted, 'Adjust', 50, '2026-06-01T10:00:00Z');
  // Points redeemed on a booking that was then cancelled (given back) were never spent: that
  // Redeem does not keep the balance alive.
  undone = await newCustomer(expiring, 'Undone');
  await entry(expiring, undone, 'Reward', 200, '2026-01-15T10:00:00Z');
  const [redeem] = await queryRows<{ id: string }>(
    t.ctx.db,
    sql`insert into loyalty_entries (shop_id, customer_id, kind, points, created_at)
        values (${expiring.shopId}, ${undone}, 'Redeem', -100, '2026-09-01T10:00:00Z') returning id`,
  );
  await t.ctx.db.execute(
    sql`insert into loyalty_entries (shop_id, customer_id, kind, points, reverses, created_at)
        values (${expiring.shopId}, ${undone}, 'RedeemReversal', 100, ${redeem?.id}, '2026-09-02T10:00:00Z')`,
  );
  elsewhere = await newCustomer(keeping, 'Elsewhere');
  await entry(keeping, elsewhere, 'Reward', 45, '2025-01-15T10:00:00Z');
});
afterAll(() => t.close());

describe('points expiry after months without a visit', () => {
  it('tells staff when a balance lapses: the last Reward or Redeem and the shop’s months', async () => {
    expect((await loyalty(expiring, idle)).expiresAt).toBe('2027-01-15T11:00:00.000+01:00');
    expect((await loyalty(expiring, active)).expiresAt).toBe('2027-08-01T12:00:00.000+02:00');
    // Never a visit: from the last points given.
    expect((await loyalty(expiring, gifted)).expiresAt).toBe('2027-06-01T12:00:00.000+02:00');
    expect((await loyalty(expiring, undone)).expiresAt).toBe('2027-01-15T11:00:00.000+01:00');
    // A shop whose points never lapse.
    expect((await loyalty(keeping, elsewhere)).expiresAt).toBeNull();
  });

  it('lapses only inactive balances, once, and not in shops whose points never lapse', async () => {
    await at('2027-01-15T09:59:00Z');
    expect(await expireInactivePoints(t.ctx)).toBe(0);

    await at('2027-01-16T03:00:00Z');
    // Two servers running the job at once still lapse each balance once.
    const runs = await Promise.all([expireInactivePoints(t.ctx), expireInactivePoints(t.ctx)]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await expireInactivePoints(t.ctx)).toBe(0);

    const lapsed = await loyalty(expiring, idle);
    expect(lapsed).toMatchObject({ balance: 0, expiresAt: null, total: 3 });
    expect(lapsed.entries[0]).toMatchObject({ kind: 'Expire', points: -145, actorName: null, reason: null });
    const rows = await queryRows<{ n: number | string }>(
      t.ctx.db,
      sql`select count(*) as n from loyalty_entries where customer_id = ${idle} and kind = 'Expire'`,
    );
    expect(Number(rows[0]?.n)).toBe(1);

    expect((await loyalty(expiring, undone)).balance).toBe(0);
    expect((await loyalty(expiring, active)).balance).toBe(200);
    expect((await loyalty(expiring, gifted)).balance).toBe(50);
    expect(await loyalty(keeping, elsewhere)).toMatchObject({ balance: 45, total: 1 });
  });

  it('lapses the rest when their time comes, and nothing while the programme is off', async () => {
    await at('2027-09-01T10:00:00Z');
    const off = await api(expiring, 'PUT', '/loyalty-settings', {
      ...settings,
      enabled: false,
      expiryMonths: 12,
    });
    expect(off.statusCode).toBe(200);
    expect(await expireInactivePoints(t.ctx)).toBe(0);
    await api(expiring, 'PUT', '/loyalty-settings', { ...settings, expiryMonths: 12 });
    expect(await expireInactivePoints(t.ctx)).toBe(2);
    expect((await loyalty(expiring, active)).entries[0]).toMatchObject({ kind: 'Expire', points: -200 });
    expect((await loyalty(expiring, gifted)).balance).toBe(0);
    // A new visit earns points afresh, with a new expiry.
    await entry(expiring, gifted, 'Reward', 30, '2027-09-01T10:00:00Z');
    expect(await loyalty(expiring, gifted)).toMatchObject({
      balance: 30,
      expiresAt: '2028-09-01T12:00:00.000+02:00',
    });
  });

  it('refuses an expiry of no months or of more than ten years, naming the field', async () => {
    for (const months of [0, 121, 1.5]) {
      const res = await api(expiring, 'PUT', '/loyalty-settings', { ...settings, expiryMonths: months });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].path).toBe('body.expiryMonths');
    }
  });
});
