import {
  type AppointmentRow,
  and,
  appointmentHistory,
  appointmentItems,
  appointments,
  desc,
  eq,
  type ShopRow,
  shops,
} from '@salon/db';
import type { AccountAppointment, AccountAppointmentsResponse } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rescheduleByCustomer } from '../src/services/public-booking/reschedule-public-booking.ts';
import { createTestApp, signIn, signInByCode, signUp, type TestApp } from './helpers.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
let clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let a: Salon;
let b: Salon;
const password = 'correct horse battery';
const paula = { cookie: '', id: '' };
const olga = { cookie: '', id: '' };
/** Paula's visits: today at A (completed early by the owner), tomorrow at A with Ana, tomorrow at B with anyone. */
const visits = { aToday: '', aTomorrow: '', bTomorrow: '', olgaA: '' };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 10_000, windowSeconds: 60 } },
  });
  a = await createSalon(t.app, 'acct-a');
  b = await createSalon(t.app, 'acct-b');
  // Salon B lets customers change a booking until an hour before; A keeps the default day.
  const rules = await admin(b, 'PATCH', '/rules', { changeWindowMinutes: 60 });
  expect(rules.statusCode, rules.body).toBe(200);

  const p = await signUp(t.app, 'paula@example.com', password, 'Paula Account');
  Object.assign(paula, { cookie: p.cookie, id: p.session.user.id });
  const o = await signUp(t.app, 'olga@example.com', password, 'Olga Other');
  Object.assign(olga, { cookie: o.cookie, id: o.session.user.id });

  const ana = a.stylists[0]?.id as string;
  visits.aToday = await book(a, paula.cookie, '2026-11-23T10:00:00+01:00', [a.services.cut], ana);
  visits.aTomorrow = await book(a, paula.cookie, '2026-11-24T10:00:00+01:00', [a.services.cut], ana);
  visits.bTomorrow = await book(b, paula.cookie, '2026-11-24T14:00:00+01:00', [
    b.services.cut,
    b.services.beard,
  ]);
  visits.olgaA = await book(a, olga.cookie, '2026-11-24T11:00:00+01:00', [a.services.cut], ana);
});
afterAll(() => t.close());

function admin(salon: Salon, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie: salon.cookie },
    ...(payload ? { payload } : {}),
  });
}

/** Books on the salon's page, signed in, and keeps the manage token the booking answered with. */
async function book(salon: Salon, cookie: string, start: string, services: string[], stylist = 'any') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    headers: { cookie },
    // The booking gives the salon the phone the account lacks.
    payload: { services, start, stylist, customer: { phone: '+4930123456' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, manageToken } = res.json().booking;
  tokens[id] = manageToken;
  return id as string;
}

const me = (
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  cookie: string,
  options: { payload?: object; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url: `/api/me/account${path}`,
    headers: { cookie, ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });

async function list(cookie: string, query = 'when=upcoming') {
  const res = await me('GET', `/appointments?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AccountAppointmentsResponse;
}

async function one(id: string, cookie = paula.cookie) {
  const res = await me('GET', `/appointments/${id}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().appointment as AccountAppointment;
}

/** Access tokens follow the clock: after a jump everyone signs in again. */
async function travel(to: Date) {
  clock = to;
  paula.cookie = (await signIn(t.app, 'paula@example.com', password)).cookie;
  olga.cookie = (await signIn(t.app, 'olga@example.com', password)).cookie;
  a.cookie = (await signIn(t.app, 'owner-acct-a@example.com', password)).cookie;
  b.cookie = (await signIn(t.app, 'owner-acct-b@example.com', password)).cookie;
}

describe('appointments across salons', () => {
  it('lists the account’s visits at both salons, soonest first, with their salon, services and stylists', async () => {
    const upcoming = await list(paula.cookie);
    expect(upcoming.total).toBe(3);
    expect(upcoming.items.map((i) => i.id)).toEqual([visits.aToday, visits.aTomorrow, visits.bTomorrow]);
    const [today, tomorrowA, tomorrowB] = upcoming.items;
    expect(tomorrowA).toMatchObject({
      shop: { subdomain: 'salon-acct-a', name: 'Salon acct-a', timeZone: 'Europe/Berlin' },
      status: 'confirmed',
      start: '2026-11-24T10:00:00.000+01:00',
      end: '2026-11-24T10:45:00.000+01:00',
      price: { amount: 4500, currency: 'EUR' },
      items: [{ serviceId: a.services.cut, serviceName: 'Cut', stylistName: 'Ana' }],
      // Salon A's window: a day before.
      changeableUntil: '2026-11-23T10:00:00.000+01:00',
      reviewUrl: null,
      review: null,
    });
    expect(tomorrowB).toMatchObject({
      shop: { subdomain: 'salon-acct-b', name: 'Salon acct-b' },
      items: [
        { serviceName: 'Cut', stylistName: expect.any(String) },
        { serviceName: 'Beard', stylistName: 'Cleo' },
      ],
      // Salon B's window: an hour before.
      changeableUntil: '2026-11-24T13:00:00.000+01:00',
    });
    // Today's visit is within salon A's day: no longer changeable by the customer.
    expect(today?.changeableUntil).toBeNull();
    expect((await list(paula.cookie, 'when=past')).total).toBe(0);
  });

  it('links each visit to the manage page its mails lead to, and to its calendar file', async () => {
    const visit = await one(visits.aTomorrow);
    expect(visit.manageUrl).toBe(`/book/salon-acct-a/manage/${tokens[visits.aTomorrow]}`);
    const token = visit.manageUrl.split('/').at(-1);
    const managed = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${token}` });
    expect(managed.statusCode, managed.body).toBe(200);
    expect(managed.json().booking.id).toBe(visits.aTomorrow);

    expect(visit.calendarUrl).toBe(`/api/me/account/appointments/${visits.aTomorrow}/calendar.ics`);
    const file = await t.app.inject({
      method: 'GET',
      url: `${visit.calendarUrl}?lang=en`,
      headers: { cookie: paula.cookie },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.body).toContain('BEGIN:VEVENT');
    expect(file.body).toContain('Salon acct-a');
    expect(file.body.replace(/\r\n[ \t]/g, '')).toContain(
      `/book/salon-acct-a/manage/${tokens[visits.aTomorrow]}`,
    );
    const signedOut = await t.app.inject({ method: 'GET', url: visit.calendarUrl });
    expect(signedOut.statusCode).toBe(401);
  });

  it('pages with a cursor and refuses one it did not give', async () => {
    const first = await list(paula.cookie, 'when=upcoming&limit=2');
    expect(first.items.map((i) => i.id)).toEqual([visits.aToday, visits.aTomorrow]);
    expect(first.total).toBe(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(paula.cookie, `when=upcoming&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.id)).toEqual([visits.bTomorrow]);
    expect(second.nextCursor).toBeNull();

    const bad = await me('GET', '/appointments?cursor=not-a-cursor', paula.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'ValidationError', details: [{ path: 'query.cursor' }] });
    const when = await me('GET', '/appointments?when=someday', paula.cookie);
    expect(when.statusCode).toBe(400);
    expect(when.json().error.details[0].path).toBe('query.when');
    expect((await t.app.inject({ method: 'GET', url: '/api/me/account/appointments' })).statusCode).toBe(401);
  });

  it('never shows another customer’s visits, and answers their ids with 404', async () => {
    const mine = [...(await list(paula.cookie)).items, ...(await list(paula.cookie, 'when=past')).items];
    expect(mine.map((i) => i.id)).not.toContain(visits.olgaA);
    expect((await list(olga.cookie)).items.map((i) => i.id)).toEqual([visits.olgaA]);

    const other = visits.olgaA;
    const answers = [
      await me('GET', `/appointments/${other}`, paula.cookie),
      await me('GET', `/appointments/${other}/calendar.ics`, paula.cookie),
      await me('POST', `/appointments/${other}/cancel`, paula.cookie),
      await me('PATCH', `/appointments/${other}`, paula.cookie, {
        payload: { start: '2026-11-24T15:00:00+01:00' },
      }),
      await me('GET', '/appointments/00000000-0000-4000-8000-000000000000', paula.cookie),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe('NotFound');
    }
    // Olga's visit is untouched.
    expect(await one(other, olga.cookie)).toMatchObject({
      status: 'confirmed',
      start: '2026-11-24T11:00:00.000+01:00',
    });
    expect((await me('GET', '/appointments/not-a-uuid', paula.cookie)).statusCode).toBe(400);
  });

  it('shows a staff member’s own bookings at another salon', async () => {
    const id = await book(b, a.cookie, '2026-11-25T10:00:00+01:00', [b.services.cut]);
    const owner = await list(a.cookie);
    expect(owner.items.map((i) => i.id)).toEqual([id]);
    expect(owner.items[0]).toMatchObject({ shop: { subdomain: 'salon-acct-b' } });
  });
});

describe('guest bookings of the account’s address', () => {
  it('show only once the address is verified by an e-mail code', async () => {
    const guest = await bookAsGuest(t.app, b, '2026-11-24T16:00:00+01:00', {
      name: 'Vera Guest',
      email: 'vera@example.com',
    });
    expect(guest.statusCode, guest.body).toBe(201);
    const id = guest.json().booking.id as string;

    // Anyone can sign up with an address typed into a booking form: a password proves nothing.
    const unverified = await signUp(t.app, 'vera@example.com', password, 'Vera Account');
    expect(await list(unverified.cookie)).toMatchObject({ items: [], total: 0 });
    expect((await me('GET', `/appointments/${id}`, unverified.cookie)).statusCode).toBe(404);

    // Reading the code sent to the address does.
    const verified = await signInByCode(t.app, t.ctx, 'vera@example.com');
    const seen = await list(verified);
    expect(seen.items.map((i) => i.id)).toEqual([id]);
    expect(seen.items[0]).toMatchObject({
      shop: { subdomain: 'salon-acct-b' },
      start: '2026-11-24T16:00:00.000+01:00',
    });
  });
});

describe('booking again', () => {
  it('names the visit’s services and its chosen stylist, or anyone', async () => {
    const ana = a.stylists[0]?.id as string;
    expect((await one(visits.aTomorrow)).bookAgainUrl).toBe(
      `/book/salon-acct-a?services=${a.services.cut}&stylist=${ana}`,
    );
    // Booked with anyone: anyone again, the services in the visit's order.
    expect((await one(visits.bTomorrow)).bookAgainUrl).toBe(
      `/book/salon-acct-b?services=${b.services.cut},${b.services.beard}&stylist=any`,
    );
  });

  it('offers anyone when the stylist no longer takes bookings, and nothing when a service is not booked online', async () => {
    const ana = a.stylists[0]?.id as string;
    expect((await admin(a, 'PATCH', `/stylists/${ana}`, { bookableOnline: false })).statusCode).toBe(200);
    expect((await one(visits.aTomorrow)).bookAgainUrl).toBe(
      `/book/salon-acct-a?services=${a.services.cut}&stylist=any`,
    );
    expect((await admin(a, 'PATCH', `/stylists/${ana}`, { bookableOnline: true })).statusCode).toBe(200);

    const beard = b.services.beard;
    expect((await admin(b, 'PATCH', `/services/${beard}`, { bookableOnline: false })).statusCode).toBe(200);
    expect((await one(visits.bTomorrow)).bookAgainUrl).toBeNull();
    expect((await admin(b, 'PATCH', `/services/${beard}`, { bookableOnline: true })).statusCode).toBe(200);
    expect((await one(visits.bTomorrow)).bookAgainUrl).not.toBeNull();
  });
});

describe('completed visits', () => {
  it('move to the past with a link to review them, and show the review left', async () => {
    const done = await admin(a, 'POST', `/appointments/${visits.aToday}/complete`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect((await list(paula.cookie)).items.map((i) => i.id)).not.toContain(visits.aToday);
    const past = await list(paula.cookie, 'when=past');
    expect(past.items.map((i) => i.id)).toEqual([visits.aToday]);
    const visit = past.items[0];
    expect(visit).toMatchObject({ status: 'completed', review: null, changeableUntil: null });
    expect(visit?.reviewUrl).toMatch(/^\/book\/salon-acct-a\/review\/[0-9a-f]{32}[\w-]{43}$/);

    const token = visit?.reviewUrl?.split('/').at(-1);
    const sent = await t.app.inject({
      method: 'PUT',
      url: `/api/public/reviews/${token}`,
      payload: { rating: 5, comment: 'Lovely cut' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const reviewed = await one(visits.aToday);
    expect(reviewed.review).toEqual({ rating: 5, comment: 'Lovely cut' });
    // Still open for changes for two weeks.
    expect(reviewed.reviewUrl).toBe(visit?.reviewUrl);
  });
});

describe('points', () => {
  const settings = {
    enabled: true,
    earnMode: 'perVisit',
    pointsPerUnit: 1,
    pointsPerVisit: 10,
    redeemPoints: 100,
    redeemAmount: 500,
    minimumRedeemPoints: 100,
    expiryMonths: null,
  };

  async function paulaAt(salon: Salon) {
    const res = await admin(salon, 'GET', '/customers?q=paula@example.com');
    return res.json().items[0].id as string;
  }

  it('shows the balance, its worth and the latest entries per salon that runs a programme', async () => {
    expect((await me('GET', '/loyalty', paula.cookie)).json()).toEqual({ items: [] });
    expect((await admin(a, 'PUT', '/loyalty-settings', settings)).statusCode).toBe(200);
    const bSettings = {
      ...settings,
      redeemPoints: 10,
      redeemAmount: 100,
      minimumRedeemPoints: 0,
      expiryMonths: 12,
    };
    expect((await admin(b, 'PUT', '/loyalty-settings', bSettings)).statusCode).toBe(200);
    const atA = await paulaAt(a);
    const gift = await admin(a, 'POST', `/customers/${atA}/loyalty/adjustments`, {
      points: 150,
      reason: 'Welcome',
    });
    expect(gift.statusCode, gift.body).toBe(201);
    const atB = await paulaAt(b);
    expect(
      (await admin(b, 'POST', `/customers/${atB}/loyalty/adjustments`, { points: 20, reason: 'Sorry' }))
        .statusCode,
    ).toBe(201);

    const res = await me('GET', '/loyalty', paula.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      shop: { subdomain: 'salon-acct-a' },
      balance: 150,
      // 100 points are worth €5.00.
      value: { amount: 750, currency: 'EUR' },
      minimumRedeemPoints: 100,
      expiresAt: null,
      entries: [{ kind: 'Adjust', points: 150, appointmentStart: null }],
    });
    expect(items[1]).toMatchObject({
      shop: { subdomain: 'salon-acct-b' },
      balance: 20,
      // 10 points are worth €1.00.
      value: { amount: 200, currency: 'EUR' },
      minimumRedeemPoints: 0,
      entries: [{ kind: 'Adjust', points: 20 }],
    });
    // Salon B's points lapse a year after they were given, on its own clock.
    const lapse = new Date(items[1].expiresAt).getTime() - Date.parse(items[1].entries[0].createdAt);
    expect(lapse / 864e5).toBeGreaterThanOrEqual(365);
    expect(lapse / 864e5).toBeLessThanOrEqual(366);

    // Olga has a record at A only, with no points; a salon that stops its programme drops out.
    expect((await me('GET', '/loyalty', olga.cookie)).json().items).toMatchObject([
      { shop: { subdomain: 'salon-acct-a' }, balance: 0, entries: [] },
    ]);
    expect((await admin(b, 'PUT', '/loyalty-settings', { ...bSettings, enabled: false })).statusCode).toBe(
      200,
    );
    const after = (await me('GET', '/loyalty', paula.cookie)).json().items;
    expect(after.map((i: { shop: { subdomain: string } }) => i.shop.subdomain)).toEqual(['salon-acct-a']);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/account/loyalty' })).statusCode).toBe(401);
  });
});

describe('changing a visit from the account', () => {
  it('follows each salon’s own change window', async () => {
    // Monday 12:00 in Berlin: salon A's window for tomorrow 10:00 closed at 10:00 today; B's is open.
    await travel(new Date('2026-11-23T11:00:00Z'));
    const moveA = await me('PATCH', `/appointments/${visits.aTomorrow}`, paula.cookie, {
      payload: { start: '2026-11-24T15:00:00+01:00' },
    });
    expect(moveA.statusCode).toBe(409);
    expect(moveA.json().error).toMatchObject({
      code: 'ChangeWindowClosed',
      details: { changeableUntil: '2026-11-23T10:00:00.000+01:00' },
    });
    const cancelA = await me('POST', `/appointments/${visits.aTomorrow}/cancel`, paula.cookie);
    expect(cancelA.statusCode).toBe(409);
    expect(cancelA.json().error.code).toBe('ChangeWindowClosed');
    expect(await one(visits.aTomorrow)).toMatchObject({ status: 'confirmed', changeableUntil: null });

    const moveB = await me('PATCH', `/appointments/${visits.bTomorrow}`, paula.cookie, {
      payload: { start: '2026-11-24T15:00:00+01:00' },
    });
    expect(moveB.statusCode, moveB.body).toBe(200);
    expect(moveB.json().appointment).toMatchObject({
      start: '2026-11-24T15:00:00.000+01:00',
      changeableUntil: '2026-11-24T14:00:00.000+01:00',
      items: [{ serviceName: 'Cut' }, { serviceName: 'Beard', stylistName: 'Cleo' }],
    });
    // The same booking the manage link shows; the history names the account.
    const managed = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${tokens[visits.bTomorrow]}`,
    });
    expect(managed.json().booking.start).toBe('2026-11-24T15:00:00.000+01:00');
    const [moved] = await t.ctx.db
      .select()
      .from(appointmentHistory)
      .where(
        and(
          eq(appointmentHistory.appointmentId, visits.bTomorrow),
          eq(appointmentHistory.action, 'rescheduled'),
        ),
      )
      .orderBy(desc(appointmentHistory.at));
    expect(moved).toMatchObject({ actorKind: 'customer', actorUserId: paula.id });

    // A time the salon does not offer is refused like on the manage page.
    const closed = await me('PATCH', `/appointments/${visits.bTomorrow}`, paula.cookie, {
      payload: { start: '2026-11-24T13:10:00+01:00' },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('SLOT_UNAVAILABLE');
    const badBody = await me('PATCH', `/appointments/${visits.bTomorrow}`, paula.cookie, {
      payload: { start: 'tomorrow' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error.details[0].path).toBe('body.start');

    const cancel = () =>
      me('POST', `/appointments/${visits.bTomorrow}/cancel`, paula.cookie, {
        headers: { 'idempotency-key': 'cancel-b' },
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().appointment).toMatchObject({ status: 'cancelled', changeableUntil: null });
    const replayed = await cancel();
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    const again = await me('POST', `/appointments/${visits.bTomorrow}/cancel`, paula.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('InvalidTransition');

    // A move that read the visit before it was cancelled (a second tab, staff at the same moment)
    // is checked again on the locked row: it finds the cancellation and books no time.
    const [stale] = await t.ctx.db.select().from(appointments).where(eq(appointments.id, visits.bTomorrow));
    const [shopB] = await t.ctx.db.select().from(shops).where(eq(shops.id, b.shopId));
    await expect(
      rescheduleByCustomer(t.ctx, {
        shop: shopB as ShopRow,
        appointment: { ...(stale as AppointmentRow), status: 'confirmed' },
        input: { start: '2026-11-24T16:00:00+01:00' },
        userId: paula.id,
      }),
    ).rejects.toMatchObject({ code: 'InvalidTransition' });
    const active = await t.ctx.db
      .select()
      .from(appointmentItems)
      .where(and(eq(appointmentItems.appointmentId, visits.bTomorrow), eq(appointmentItems.active, true)));
    expect(active).toEqual([]);

    // Tomorrow's cancelled visit has not started: it stays upcoming, as cancelled and not changeable.
    const upcoming = await list(paula.cookie);
    expect(upcoming.items.map((i) => [i.id, i.status, i.changeableUntil])).toEqual([
      [visits.aTomorrow, 'confirmed', null],
      [visits.bTomorrow, 'cancelled', null],
    ]);
    expect(upcoming.total).toBe(2);
    // Past holds what started before now: today's completed visit.
    const past = await list(paula.cookie, 'when=past');
    expect(past.items.map((i) => i.id)).toEqual([visits.aToday]);
    expect(past.total).toBe(1);
  });

  it('counts a visit under way as past', async () => {
    // Tuesday 10:10 in Berlin: salon A's 10:00 visit has started; B's cancelled 15:00 one is still ahead.
    await travel(new Date('2026-11-24T09:10:00Z'));
    expect((await list(paula.cookie)).items.map((i) => i.id)).toEqual([visits.bTomorrow]);
    expect((await list(paula.cookie, 'when=past')).items.map((i) => i.id)).toEqual([
      visits.aTomorrow,
      visits.aToday,
    ]);
  });

  it('stops offering the review link once the review can no longer be changed', async () => {
    await travel(new Date('2026-12-08T12:00:00Z'));
    const visit = await one(visits.aToday);
    expect(visit).toMatchObject({ reviewUrl: null, review: { rating: 5, comment: 'Lovely cut' } });
    // Everything has ended: nothing is upcoming any more.
    expect((await list(paula.cookie)).total).toBe(0);
    expect((await list(paula.cookie, 'when=past')).total).toBe(3);
  });
});
