import { randomUUID } from 'node:crypto';
import { customers, eq, mailOutbox, notificationEvents, notifications, pushDeliveries, sql } from '@salon/db';
import { customerNotificationTypes } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePush } from '../src/services/notifications/push/compose-push.ts';
import { createTestApp, joinShop, signUp, type TestApp } from './helpers.ts';
import { createBrowserKeys, decryptPush, startPushService } from './push-service.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
let other: Salon;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 10_000, windowSeconds: 60 } },
    // The push service these tests run listens on 127.0.0.1.
    env: { OUTBOUND_ALLOW_LOOPBACK: 'true' },
  });
  salon = await createSalon(t.app, 'acct-a');
  other = await createSalon(t.app, 'acct-b');
});
afterAll(() => t?.close());

interface Notice {
  id: string;
  type: string;
  state: string;
  shop: { name: string; subdomain: string };
  appointmentId: string | null;
  appointmentStart: string | null;
  readAt: string | null;
}

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });
const post = (cookie: string, url: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: {} });
const notices = async (cookie: string, query = '') => {
  const res = await get(cookie, `/api/me/account/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Notice[]; total: number; unread: number; nextCursor: string | null };
};

/** Books a cut on a salon's public page while signed in, as the widget does for an account. */
async function bookSignedIn(cookie: string, at: Salon, start: string, locale?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${at.subdomain}/bookings`,
    headers: { cookie },
    // An account has no phone of its own here: the booking gives the salon one to reach them.
    payload: {
      services: [at.services.cut],
      start,
      stylist: 'any',
      customer: { phone: '+4930123456' },
      ...(locale ? { locale } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking as { id: string; start: string };
}

const customerOf = async (shopId: string, email: string) =>
  (await t.ctx.db.select().from(customers).where(eq(customers.email, email))).find(
    (c) => c.shopId === shopId,
  );

/** A notification event as the jobs raise them (review requests, greetings, reminders). */
async function raise(type: string, at: Salon, customerId: string, appointmentId: string | null) {
  const [event] = await t.ctx.db
    .insert(notificationEvents)
    .values({ shopId: at.shopId, type, customerId, appointmentId, dedupeKey: `test:${randomUUID()}` })
    .returning();
  if (!event) throw new Error('no event');
  return event.id;
}

describe('a customer’s notices in their account', () => {
  it('a signed-in customer who books finds it in their account; reading it makes it READ and lowers the count', async () => {
    const { cookie } = await signUp(t.app, 'mia@example.com', undefined, 'Mia Meyer');
    const booking = await bookSignedIn(cookie, salon, '2026-11-24T10:00:00+01:00');
    await t.notifications.runRound();

    const list = await notices(cookie);
    expect(list).toMatchObject({ total: 1, unread: 1, nextCursor: null });
    expect(list.items).toEqual([
      expect.objectContaining({
        type: 'CustomerNewAppointment',
        state: 'RECEIVED',
        shop: { name: 'Salon acct-a', subdomain: 'salon-acct-a' },
        appointmentId: booking.id,
        appointmentStart: '2026-11-24T09:00:00.000Z',
        readAt: null,
      }),
    ]);
    const id = list.items[0]?.id as string;

    const read = await post(cookie, `/api/me/account/notifications/${id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id, state: 'READ', readAt: clock.toISOString() });
    const after = await notices(cookie);
    expect(after.unread).toBe(0);
    expect(after.items[0]).toMatchObject({ id, state: 'READ', readAt: clock.toISOString() });
  });

  it('a guest booking (no account) gets its mail but makes no notice', async () => {
    const res = await bookAsGuest(t.app, salon, '2026-11-24T11:00:00+01:00', {
      name: 'Gus Guest',
      email: 'gus@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const appointmentId = res.json().booking.id as string;
    await t.notifications.runRound();
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.appointmentId, appointmentId));
    expect(mails.map((m) => [m.kind, m.toAddress])).toContainEqual([
      'CustomerNewAppointment',
      'gus@example.com',
    ]);
    const rows = await t.ctx.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.appointmentId, appointmentId));
    expect(rows.filter((r) => r.type.startsWith('Customer'))).toEqual([]);
  });

  it('follows the customer’s choices as the mail does: no review or birthday notice without marketing, no reminder with reminders off', async () => {
    const { cookie } = await signUp(t.app, 'noah@example.com', undefined, 'Noah No');
    const booking = await bookSignedIn(cookie, salon, '2026-11-24T14:00:00+01:00');
    const customer = await customerOf(salon.shopId, 'noah@example.com');
    if (!customer) throw new Error('no record');
    const told = async (eventId: string) => ({
      inApp: (await t.ctx.db.select().from(notifications).where(eq(notifications.eventId, eventId))).length,
      mail: (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.eventId, eventId))).length,
    });
    const raiseAll = () =>
      Promise.all([
        raise('CustomerReviewAppointment', salon, customer.id, booking.id),
        raise('CustomerHappyBirthday', salon, customer.id, null),
        raise('CustomerReminderAppointment', salon, customer.id, booking.id),
      ]);

    await t.ctx.db
      .update(customers)
      .set({ marketingConsent: false, remindersEnabled: false })
      .where(eq(customers.id, customer.id));
    const refused = await raiseAll();
    await t.notifications.runRound();
    for (const id of refused) expect(await told(id)).toEqual({ inApp: 0, mail: 0 });
    expect((await notices(cookie)).items.map((n) => n.type)).toEqual(['CustomerNewAppointment']);

    // Not yet asked: a review request goes out, a birthday greeting waits for a yes.
    await t.ctx.db
      .update(customers)
      .set({ marketingConsent: null, remindersEnabled: true })
      .where(eq(customers.id, customer.id));
    const [review, birthday, reminder] = await raiseAll();
    await t.notifications.runRound();
    expect(await told(review as string)).toEqual({ inApp: 1, mail: 1 });
    expect(await told(birthday as string)).toEqual({ inApp: 0, mail: 0 });
    expect(await told(reminder as string)).toEqual({ inApp: 1, mail: 1 });

    await t.ctx.db.update(customers).set({ marketingConsent: true }).where(eq(customers.id, customer.id));
    const [, greeting] = await raiseAll();
    await t.notifications.runRound();
    expect(await told(greeting as string)).toEqual({ inApp: 1, mail: 1 });
    const types = (await notices(cookie)).items.map((n) => n.type);
    expect(types.filter((type) => type === 'CustomerHappyBirthday')).toHaveLength(1);
    expect(new Set(types)).toEqual(
      new Set([
        'CustomerNewAppointment',
        'CustomerReviewAppointment',
        'CustomerReminderAppointment',
        'CustomerHappyBirthday',
      ]),
    );
  });

  it('lists every salon’s notices newest first, a page at a time, and refuses a made-up cursor with the field named', async () => {
    const { cookie } = await signUp(t.app, 'pia@example.com', undefined, 'Pia Page');
    const booked: string[] = [];
    for (const [at, start] of [
      [salon, '2026-11-25T09:00:00+01:00'],
      [other, '2026-11-25T10:00:00+01:00'],
      [salon, '2026-11-25T11:00:00+01:00'],
    ] as const) {
      booked.push((await bookSignedIn(cookie, at, start)).id);
      // Each round writes in its own transaction: the notices are made one after the other.
      await t.notifications.runRound();
    }
    const first = await notices(cookie, '?limit=2');
    expect(first).toMatchObject({ total: 3, unread: 3 });
    expect(first.items.map((n) => [n.appointmentId, n.shop.subdomain])).toEqual([
      [booked[2], 'salon-acct-a'],
      [booked[1], 'salon-acct-b'],
    ]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await notices(cookie, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.appointmentId)).toEqual([booked[0]]);
    expect(second.nextCursor).toBeNull();

    for (const [query, field] of [
      ['cursor=nonsense', 'query.cursor'],
      ['limit=0', 'query.limit'],
    ]) {
      const res = await get(cookie, `/api/me/account/notifications?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().error.details)).toContain(field);
    }
  });

  it('another account’s notice is not there to read, and stays unread; bad ids are 400, strangers 401', async () => {
    const owner = await signUp(t.app, 'olga@example.com', undefined, 'Olga Own');
    const stranger = await signUp(t.app, 'sam@example.com', undefined, 'Sam Stranger');
    await bookSignedIn(owner.cookie, salon, '2026-11-26T09:00:00+01:00');
    await t.notifications.runRound();
    const [mine] = (await notices(owner.cookie)).items;
    if (!mine) throw new Error('no notice');

    const foreign = await post(stranger.cookie, `/api/me/account/notifications/${mine.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect((await notices(owner.cookie)).items[0]).toMatchObject({ id: mine.id, state: 'RECEIVED' });
    expect((await notices(stranger.cookie)).items).toEqual([]);

    const badId = await post(owner.cookie, '/api/me/account/notifications/not-an-id/read');
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json().error.details)).toContain('params.id');
    expect((await t.app.inject({ url: '/api/me/account/notifications' })).statusCode).toBe(401);
    const anonymousRead = await t.app.inject({
      method: 'POST',
      url: `/api/me/account/notifications/${mine.id}/read`,
    });
    expect(anonymousRead.statusCode).toBe(401);
  });

  it('reads all of the account’s notices from every salon, and nobody else’s', async () => {
    const { cookie } = await signUp(t.app, 'rita@example.com', undefined, 'Rita Reads');
    const neighbour = await signUp(t.app, 'nina@example.com', undefined, 'Nina Next');
    await bookSignedIn(cookie, salon, '2026-11-26T10:00:00+01:00');
    await bookSignedIn(cookie, other, '2026-11-26T11:00:00+01:00');
    await bookSignedIn(neighbour.cookie, other, '2026-11-26T12:00:00+01:00');
    await t.notifications.runRound();
    expect((await notices(cookie)).unread).toBe(2);

    const res = await post(cookie, '/api/me/account/notifications/read-all');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2, unread: 0 });
    const after = await notices(cookie);
    expect(after.unread).toBe(0);
    expect(after.items.every((n) => n.state === 'READ' && n.readAt === clock.toISOString())).toBe(true);
    expect((await notices(neighbour.cookie)).unread).toBe(1);
  });
});

describe('the staff bell keeps to the salon’s notices', () => {
  it('a staff member who books as a customer, at their own salon and elsewhere, never sees it in the bell', async () => {
    const staff = await joinShop(t.app, t.ctx, salon.shopId, 'stella@example.com');
    const bell = `/api/admin/shops/${salon.shopId}/notifications`;
    await bookSignedIn(staff.cookie, salon, '2026-11-27T09:00:00+01:00');
    await bookSignedIn(staff.cookie, other, '2026-11-27T10:00:00+01:00');
    // A guest's booking the bell is for.
    const guest = await bookAsGuest(t.app, salon, '2026-11-27T11:00:00+01:00', {
      name: 'Bella Bell',
      email: 'bella@example.com',
    });
    expect(guest.statusCode, guest.body).toBe(201);
    await t.notifications.runRound();

    const account = await notices(staff.cookie);
    expect(account.items.map((n) => [n.type, n.shop.subdomain]).sort()).toEqual([
      ['CustomerNewAppointment', 'salon-acct-a'],
      ['CustomerNewAppointment', 'salon-acct-b'],
    ]);
    const own = account.items.find((n) => n.shop.subdomain === 'salon-acct-a') as Notice;

    // The bell tells the salon of both bookings made there, the staff member's own too, as the salon's news.
    const listed = (await get(staff.cookie, bell)).json();
    // Written in one round, they share their instant: their order is not the point here.
    expect(
      listed.items
        .map((n: { type: string; data: { customerName: string } }) => [n.type, n.data.customerName])
        .sort(),
    ).toEqual([
      ['ShopReceiveNewAppointment', 'Bella Bell'],
      ['ShopReceiveNewAppointment', 'Test Person'],
    ]);
    expect(listed).toMatchObject({ total: 2, unread: 2 });
    expect((await get(staff.cookie, `${bell}/unread-count`)).json()).toEqual({ unread: 2 });
    // The account's notice cannot be opened through the bell, and the bell's "read all" leaves it be.
    expect((await post(staff.cookie, `${bell}/${own.id}/read`)).statusCode).toBe(404);
    expect((await post(staff.cookie, `${bell}/read-all`)).json()).toEqual({ updated: 2, unread: 0 });
    expect((await notices(staff.cookie)).unread).toBe(2);
    // Nor does the account's list show the bell's row, or open it.
    const bellRow = listed.items[0].id as string;
    expect((await post(staff.cookie, `/api/me/account/notifications/${bellRow}/read`)).statusCode).toBe(404);
  });
});

describe('pushes to a customer’s devices', () => {
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    pushService = await startPushService();
  });
  afterAll(() => pushService?.close());

  it('a linked customer’s browser receives a push for a new booking, in their language, opening their notices', async () => {
    const { cookie } = await signUp(t.app, 'paula@example.com', undefined, 'Paula Push');
    const keys = createBrowserKeys();
    const endpoint = pushService.endpoint('/push/paula');
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      headers: { cookie },
      payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);

    const booking = await bookSignedIn(cookie, salon, '2026-11-28T10:00:00+01:00', 'de');
    await t.notifications.runRound();
    await t.notifications.runRound();
    const received = pushService.received
      .filter((r) => r.path === '/push/paula')
      .map((r) => JSON.parse(decryptPush(r.body, keys)));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      title: 'Gebucht bei Salon acct-a',
      url: '/account/notifications',
      data: { type: 'CustomerNewAppointment', appointmentId: booking.id },
    });
    expect(received[0].body).toContain('Cut');
    expect(received[0].body).toContain('10:00');
    const deliveries = await t.ctx.db
      .select()
      .from(pushDeliveries)
      .where(
        sql`${pushDeliveries.dedupeKey} like ${'%:push:%'} and ${pushDeliveries.type} = 'CustomerNewAppointment'`,
      );
    expect(deliveries.filter((d) => d.status === 'sent')).toHaveLength(1);

    // A guest's booking reaches no device: there is no account to push to.
    const before = pushService.received.length;
    const guest = await bookAsGuest(t.app, salon, '2026-11-28T11:00:00+01:00', {
      name: 'Paula Push',
      email: 'paula-guest@example.com',
    });
    expect(guest.statusCode).toBe(201);
    await t.notifications.runRound();
    expect(pushService.received.length).toBe(before);
  });

  it('composes every customer type in each language, for the account of that customer only', async () => {
    const { cookie, session } = await signUp(t.app, 'lea@example.com', undefined, 'Lea Lang');
    const booking = await bookSignedIn(cookie, salon, '2026-11-28T14:00:00+01:00');
    const customer = await customerOf(salon.shopId, 'lea@example.com');
    if (!customer) throw new Error('no record');
    await t.ctx.db.update(customers).set({ marketingConsent: true }).where(eq(customers.id, customer.id));
    const [event] = await t.ctx.db
      .select()
      .from(notificationEvents)
      .where(
        sql`${notificationEvents.appointmentId} = ${booking.id} and ${notificationEvents.type} = 'CustomerNewAppointment'`,
      );
    if (!event) throw new Error('no event');
    const compose = (type: string, locale: string, userId = session.user.id as string) =>
      composePush(t.ctx.db, {
        event: { ...event, type, appointmentId: type === 'CustomerHappyBirthday' ? null : booking.id },
        userId,
        locale,
        publicBaseUrl: '',
        keys: t.ctx.keys,
        now: clock,
      });
    const titles = new Set<string>();
    for (const locale of ['en', 'de', 'fr', 'pt']) {
      await t.ctx.db.update(customers).set({ locale }).where(eq(customers.id, customer.id));
      for (const type of customerNotificationTypes) {
        const message = await compose(type, 'en');
        expect(message?.title, `${type} ${locale}`).toContain('Salon acct-a');
        expect(message?.url).toBe('/account/notifications');
        expect(message?.actions).toBeUndefined();
        if (type !== 'CustomerHappyBirthday')
          expect(message?.body, `${type} ${locale}`).toMatch(/14:00|2:00/);
        titles.add(`${message?.title}`);
      }
    }
    expect(titles.size).toBe(customerNotificationTypes.length * 4);
    // Someone else's devices are not told of Lea's visit.
    expect(await compose('CustomerNewAppointment', 'en', randomUUID())).toBeNull();
  });
});
