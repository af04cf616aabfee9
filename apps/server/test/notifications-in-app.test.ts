import { sql } from '@salon/db';
import type { ShopNotificationType } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRecipients } from '../src/services/notifications/in-app/staff-recipients.ts';
import { subscribe as openEventStream } from './event-stream.ts';
import { createTestApp, joinShop, makePlatformAdmin, signUp, type TestApp } from './helpers.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';

let t: TestApp;
let salon: Salon;
let other: Salon;
let base = '';
let ownerId = '';
let staff: { cookie: string; id: string };
const clock = new Date('2026-11-23T07:00:00Z');

const userIdOf = async (cookie: string): Promise<string> =>
  (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user.id;

let seq = 0;
/** A notification as the fan-out leaves it: an event, and the row in one person's bell. */
async function ring(
  shopId: string,
  userId: string,
  {
    type = 'ShopReceiveNewAppointment',
    source = 'online',
    minutesAgo = 0,
    customerName = 'Liv Larsen',
  }: { type?: string; source?: string | null; minutesAgo?: number; customerName?: string } = {},
): Promise<string> {
  seq += 1;
  const createdAt = new Date(clock.getTime() - minutesAgo * 60_000).toISOString();
  const result = (await t.ctx.db.execute(
    // Already expanded: the sender leaves it alone, as it does once it wrote the bell's rows.
    sql`insert into notification_events (shop_id, type, dedupe_key, data, expanded_at)
        values (${shopId}, ${type}, ${`test-${seq}`}, '{}'::jsonb, now()) returning id`,
  )) as unknown as { rows: { id: string }[] };
  const data = {
    customerName,
    start: '2026-11-24T09:00:00.000Z',
    timeZone: 'Europe/Berlin',
    services: ['Cut'],
    stylists: ['Ana'],
    reason: null,
    previousStart: null,
  };
  const row = (await t.ctx.db.execute(
    sql`insert into notifications (shop_id, user_id, event_id, type, source, data, created_at)
        values (${shopId}, ${userId}, ${result.rows[0]?.id}, ${type}, ${source}, ${JSON.stringify(data)}::jsonb,
                ${createdAt}::timestamptz)
        returning id`,
  )) as unknown as { rows: { id: string }[] };
  return row.rows[0]?.id ?? '';
}

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });
const post = (cookie: string, url: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: {} });
const put = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'bell');
  other = await createSalon(t.app, 'bell-other');
  ownerId = await userIdOf(salon.cookie);
  const joined = await joinShop(t.app, t.ctx, salon.shopId, 'stylist-bell@example.com');
  staff = { cookie: joined.cookie, id: joined.session.user.id };
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the bell: listing my notifications', () => {
  let newest = '';
  let google = '';
  let admin = '';

  beforeAll(async () => {
    admin = await ring(salon.shopId, ownerId, {
      type: 'ShopReceiveCancelAppointment',
      source: 'admin',
      minutesAgo: 30,
      customerName: 'Ada',
    });
    google = await ring(salon.shopId, ownerId, {
      type: 'ShopReceiveRescheduleAppointment',
      source: 'google',
      minutesAgo: 20,
      customerName: 'Gus',
    });
    newest = await ring(salon.shopId, ownerId, { minutesAgo: 10, customerName: 'Olga' });
    // Someone else's bell in the same shop, and the owner's bell in another shop.
    await ring(salon.shopId, staff.id, { customerName: 'Not yours' });
    await ring(other.shopId, await userIdOf(other.cookie), { customerName: 'Other shop' });
  });

  it('lists the newest first with who, what and when, and the unread count', async () => {
    const res = await get(salon.cookie, `/api/admin/shops/${salon.shopId}/notifications`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((n: { id: string }) => n.id)).toEqual([newest, google, admin]);
    expect(body.total).toBe(3);
    expect(body.unread).toBe(3);
    expect(body.nextCursor).toBeNull();
    expect(body.items[0]).toMatchObject({
      type: 'ShopReceiveNewAppointment',
      source: 'online',
      state: 'RECEIVED',
      readAt: null,
      data: {
        customerName: 'Olga',
        start: '2026-11-24T09:00:00.000Z',
        timeZone: 'Europe/Berlin',
        services: ['Cut'],
        stylists: ['Ana'],
      },
    });
    const count = await get(salon.cookie, `/api/admin/shops/${salon.shopId}/notifications/unread-count`);
    expect(count.json()).toEqual({ unread: 3 });
  });

  it('filters by the spec’s sources (all, online page, google) and by state', async () => {
    const list = async (query: string) =>
      (await get(salon.cookie, `/api/admin/shops/${salon.shopId}/notifications?${query}`))
        .json()
        .items.map((n: { id: string }) => n.id);
    expect(await list('source=online')).toEqual([newest]);
    expect(await list('source=google')).toEqual([google]);
    expect(await list('source=all')).toEqual([newest, google, admin]);
    expect(await list('state=READ')).toEqual([]);
    expect(await list('state=RECEIVED&source=google')).toEqual([google]);
  });

  it('pages with a cursor, and refuses a made-up one or an unknown filter with the field named', async () => {
    const first = (await get(salon.cookie, `/api/admin/shops/${salon.shopId}/notifications?limit=2`)).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await get(
        salon.cookie,
        `/api/admin/shops/${salon.shopId}/notifications?limit=2&cursor=${first.nextCursor}`,
      )
    ).json();
    expect(second.items.map((n: { id: string }) => n.id)).toEqual([admin]);
    expect(second.nextCursor).toBeNull();

    for (const [query, field] of [
      ['cursor=nonsense', 'query.cursor'],
      ['source=facebook', 'query.source'],
      ['limit=0', 'query.limit'],
      ['state=OPENED', 'query.state'],
    ]) {
      const res = await get(salon.cookie, `/api/admin/shops/${salon.shopId}/notifications?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().error.details)).toContain(field);
    }
  });

  it('shows each person only their own bell, and only in shops they work in', async () => {
    const mine = (await get(staff.cookie, `/api/admin/shops/${salon.shopId}/notifications`)).json();
    expect(mine.items.map((n: { data: { customerName: string } }) => n.data.customerName)).toEqual([
      'Not yours',
    ]);
    const elsewhere = await get(salon.cookie, `/api/admin/shops/${other.shopId}/notifications`);
    expect(elsewhere.statusCode).toBe(403);
    const count = await get(salon.cookie, `/api/admin/shops/${other.shopId}/notifications/unread-count`);
    expect(count.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: `/api/admin/shops/${salon.shopId}/notifications` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('marks one read once; another person’s notification or another shop’s path is not there', async () => {
    const res = await post(salon.cookie, `/api/admin/shops/${salon.shopId}/notifications/${google}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: google, state: 'READ', readAt: clock.toISOString() });
    const again = await post(salon.cookie, `/api/admin/shops/${salon.shopId}/notifications/${google}/read`);
    expect(again.json().readAt).toBe(clock.toISOString());
    expect(
      (await get(salon.cookie, `/api/admin/shops/${salon.shopId}/notifications/unread-count`)).json(),
    ).toEqual({ unread: 2 });
    expect(
      (await get(salon.cookie, `/api/admin/shops/${salon.shopId}/notifications?state=READ`))
        .json()
        .items.map((n: { id: string }) => n.id),
    ).toEqual([google]);

    // The staff member tries the owner's notification: it does not exist for them, and stays unread.
    const foreign = await post(staff.cookie, `/api/admin/shops/${salon.shopId}/notifications/${newest}/read`);
    expect(foreign.statusCode).toBe(404);
    const viaOtherShop = await post(
      salon.cookie,
      `/api/admin/shops/${other.shopId}/notifications/${newest}/read`,
    );
    expect(viaOtherShop.statusCode).toBe(403);
    const badId = await post(salon.cookie, `/api/admin/shops/${salon.shopId}/notifications/not-an-id/read`);
    expect(badId.statusCode).toBe(400);
    expect(
      (await get(salon.cookie, `/api/admin/shops/${salon.shopId}/notifications/unread-count`)).json(),
    ).toEqual({ unread: 2 });
  });

  it('marks all read and tells only that person’s open pages, so their other tabs update', async () => {
    const ownerTab = await openEventStream(base, salon.cookie, salon.shopId);
    const staffTab = await openEventStream(base, staff.cookie, salon.shopId);
    const res = await post(salon.cookie, `/api/admin/shops/${salon.shopId}/notifications/read-all`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2, unread: 0 });
    await expect
      .poll(() => ownerTab.events.map((e) => e.event), { timeout: 10_000 })
      .toContain('notification.changed');
    expect(ownerTab.events.find((e) => e.event === 'notification.changed')?.data).toEqual({
      shopId: salon.shopId,
      type: 'notification.changed',
      userId: ownerId,
    });
    const after = (await get(salon.cookie, `/api/admin/shops/${salon.shopId}/notifications`)).json();
    expect(after.unread).toBe(0);
    expect(after.items.every((n: { state: string; readAt: string }) => n.state === 'READ' && n.readAt)).toBe(
      true,
    );
    // The staff member's bell is untouched, and their page heard nothing of the owner's.
    expect(
      (await get(staff.cookie, `/api/admin/shops/${salon.shopId}/notifications/unread-count`)).json(),
    ).toEqual({ unread: 1 });
    await post(staff.cookie, `/api/admin/shops/${salon.shopId}/notifications/read-all`);
    await expect
      .poll(() => staffTab.events.map((e) => e.event), { timeout: 10_000 })
      .toContain('notification.changed');
    expect(staffTab.events.filter((e) => e.event === 'notification.changed')).toHaveLength(1);
    expect(ownerTab.events.filter((e) => e.event === 'notification.changed')).toHaveLength(1);
    ownerTab.close();
    staffTab.close();
    await Promise.all([ownerTab.done, staffTab.done]);
  });
});

describe('the bell rings for a real booking', () => {
  it('lists an online booking for the salon’s staff as it is made, telling only their pages', async () => {
    const shop = await createSalon(t.app, 'bell-live');
    const owner = await userIdOf(shop.cookie);
    const colleague = await joinShop(t.app, t.ctx, shop.shopId, 'colleague-bell@example.com');
    const ownerTab = await openEventStream(base, shop.cookie, shop.shopId);
    const booked = await bookAsGuest(
      t.app,
      shop,
      '2026-11-24T10:00:00+01:00',
      { name: 'Nina Now', email: 'nina-bell@example.com' },
      { stylist: shop.stylists[0]?.id },
    );
    expect(booked.statusCode).toBe(201);
    await expect
      .poll(() => ownerTab.events.some((e) => e.event === 'notification.changed'), { timeout: 10_000 })
      .toBe(true);
    expect(ownerTab.events.find((e) => e.event === 'notification.changed')?.data.userId).toBe(owner);

    const list = (
      await get(shop.cookie, `/api/admin/shops/${shop.shopId}/notifications?source=online`)
    ).json();
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      type: 'ShopReceiveNewAppointment',
      appointmentId: booked.json().booking.id,
      source: 'online',
      state: 'RECEIVED',
      data: {
        customerName: 'Nina Now',
        start: expect.stringMatching(/^2026-11-24T09:00:00(\.000)?(Z|\+00:00)$/),
        timeZone: 'Europe/Berlin',
        services: ['Cut'],
        stylists: ['Ana'],
      },
    });
    expect(
      (await get(shop.cookie, `/api/admin/shops/${shop.shopId}/notifications?source=google`)).json().items,
    ).toEqual([]);
    const theirs = (await get(colleague.cookie, `/api/admin/shops/${shop.shopId}/notifications`)).json();
    expect(theirs.unread).toBe(1);
    ownerTab.close();
    await ownerTab.done;
  });

  it('says of a request whether it still awaits an answer, whoever answered it since', async () => {
    const shop = await createSalon(t.app, 'bell-requests', { requiresApproval: true });
    const colleague = await joinShop(t.app, t.ctx, shop.shopId, 'colleague-requests@example.com');
    const ask = async (start: string, name: string) => {
      const booked = await bookAsGuest(t.app, shop, start, {
        name,
        email: `${name.toLowerCase()}@example.com`,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      return booked.json().booking.id as string;
    };
    const accepted = await ask('2026-11-24T10:00:00+01:00', 'Ada');
    const declined = await ask('2026-11-24T12:00:00+01:00', 'Dora');
    const open = await ask('2026-11-24T14:00:00+01:00', 'Olga');
    const bell = async (cookie: string) =>
      (await get(cookie, `/api/admin/shops/${shop.shopId}/notifications`)).json() as {
        items: { type: string; appointmentId: string; appointmentStatus: string | null; state: string }[];
        unread: number;
      };
    const statuses = async (cookie: string) =>
      Object.fromEntries(
        (await bell(cookie)).items
          .filter((n) => n.type === 'ShopReceiveNewRequestAppointment')
          .map((n) => [n.appointmentId, n.appointmentStatus]),
      );
    // The fan-out writes the bell after the booking's commit.
    await expect.poll(async () => Object.keys(await statuses(shop.cookie)).length, { timeout: 5000 }).toBe(3);
    expect(await statuses(shop.cookie)).toEqual({
      [accepted]: 'pending',
      [declined]: 'pending',
      [open]: 'pending',
    });

    const answer = (cookie: string, id: string, action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/shops/${shop.shopId}/appointments/${id}/${action}`,
        headers: { cookie },
        payload: action === 'decline' ? { reason: 'Fully booked' } : {},
      });
    // One answers on their device, the other on theirs: both bells say so.
    expect((await answer(colleague.cookie, accepted, 'accept')).statusCode).toBe(200);
    expect((await answer(shop.cookie, declined, 'decline')).statusCode).toBe(200);
    const answered = { [accepted]: 'confirmed', [declined]: 'declined', [open]: 'pending' };
    expect(await statuses(shop.cookie)).toEqual(answered);
    expect(await statuses(colleague.cookie)).toEqual(answered);
    // Answering reads nobody's notifications for them.
    expect((await bell(shop.cookie)).unread).toBe(3);
  });
});

describe('notification preferences', () => {
  const url = () => `/api/admin/shops/${salon.shopId}/notification-preferences`;

  it('starts from the defaults: every shop type in the app and by push, no e-mail', async () => {
    const res = await get(salon.cookie, url());
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual(
      [
        'ShopReceiveNewAppointment',
        'ShopReceiveRescheduleAppointment',
        'ShopReceiveReview',
        'ShopReceiveCancelAppointment',
        'ShopReceiveNewRequestAppointment',
      ].map((type) => ({ type, channels: { in_app: true, push: true, email: false } })),
    );
  });

  it('keeps each person’s own choices per type and channel', async () => {
    const res = await put(salon.cookie, url(), {
      preferences: [
        { type: 'ShopReceiveNewAppointment', channel: 'email', enabled: true },
        { type: 'ShopReceiveCancelAppointment', channel: 'in_app', enabled: false },
      ],
    });
    expect(res.statusCode).toBe(200);
    const rows = new Map(
      res.json().items.map((r: { type: string; channels: object }) => [r.type, r.channels] as const),
    );
    expect(rows.get('ShopReceiveNewAppointment')).toEqual({ in_app: true, push: true, email: true });
    expect(rows.get('ShopReceiveCancelAppointment')).toEqual({ in_app: false, push: true, email: false });
    expect(rows.get('ShopReceiveReview')).toEqual({ in_app: true, push: true, email: false });
    const reread = (await get(salon.cookie, url())).json();
    expect(reread).toEqual(res.json());
    // Turned back: the stored choice changes, nothing is added twice.
    const back = await put(salon.cookie, url(), {
      preferences: [{ type: 'ShopReceiveNewAppointment', channel: 'email', enabled: false }],
    });
    expect(back.json().items[0].channels).toEqual({ in_app: true, push: true, email: false });
    // The staff member's matrix is their own.
    const theirs = (await get(staff.cookie, url())).json();
    expect(theirs.items.every((r: { channels: { in_app: boolean } }) => r.channels.in_app)).toBe(true);
  });

  it('refuses unknown types or channels with the field named, and other shops', async () => {
    for (const [payload, field] of [
      [{ preferences: [{ type: 'CustomerHappyBirthday', channel: 'email', enabled: true }] }, 'type'],
      [{ preferences: [{ type: 'ShopReceiveReview', channel: 'sms', enabled: true }] }, 'channel'],
      [{ preferences: [{ type: 'ShopReceiveReview', channel: 'push', enabled: 'yes' }] }, 'enabled'],
      [{ preferences: [] }, 'preferences'],
    ] as const) {
      const res = await put(salon.cookie, url(), payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().error.details)).toContain(field);
    }
    const elsewhere = `/api/admin/shops/${other.shopId}/notification-preferences`;
    expect((await get(salon.cookie, elsewhere)).statusCode).toBe(403);
    const write = await put(salon.cookie, elsewhere, {
      preferences: [{ type: 'ShopReceiveReview', channel: 'push', enabled: false }],
    });
    expect(write.statusCode).toBe(403);
  });
});

describe('staffRecipients, for the fan-out', () => {
  it('names every member who may see the appointment, minus the actor, with the channels they chose', async () => {
    const shop = await createSalon(t.app, 'bell-team');
    const owner = await userIdOf(shop.cookie);
    const manager = await joinShop(t.app, t.ctx, shop.shopId, 'manager-bell@example.com', {
      role: 'ROLE_SHOP_ADMIN',
    });
    const viewer = await joinShop(t.app, t.ctx, shop.shopId, 'viewer-bell@example.com', { readOnly: true });
    const quiet = await joinShop(t.app, t.ctx, shop.shopId, 'quiet-bell@example.com');
    const mailer = await joinShop(t.app, t.ctx, shop.shopId, 'mailer-bell@example.com');
    // A platform operator may look at any shop but is not on its team; another shop's owner neither.
    await signUp(t.app, 'operator-bell@example.com');
    await makePlatformAdmin(t.ctx, 'operator-bell@example.com');
    await t.ctx.db.execute(sql`update users set locale = 'de' where id = ${viewer.session.user.id}`);

    const prefs = `/api/admin/shops/${shop.shopId}/notification-preferences`;
    const off = ['in_app', 'push', 'email'].map((channel) => ({
      type: 'ShopReceiveNewAppointment',
      channel,
      enabled: false,
    }));
    expect((await put(quiet.cookie, prefs, { preferences: off })).statusCode).toBe(200);
    await put(mailer.cookie, prefs, {
      preferences: [
        { type: 'ShopReceiveNewAppointment', channel: 'email', enabled: true },
        { type: 'ShopReceiveNewAppointment', channel: 'push', enabled: false },
        // Another type's choice does not leak into this one.
        { type: 'ShopReceiveCancelAppointment', channel: 'in_app', enabled: false },
      ],
    });

    const recipients = async (type: ShopNotificationType, excludeUserId: string | null) =>
      (
        await staffRecipients(t.ctx.db, { shopId: shop.shopId, type, appointmentId: null, excludeUserId })
      ).sort((a, b) => a.userId.localeCompare(b.userId));
    const byId = <R extends { userId: string }>(list: R[]) => new Map(list.map((r) => [r.userId, r]));

    const news = byId(await recipients('ShopReceiveNewAppointment', manager.session.user.id));
    expect(news.has(manager.session.user.id)).toBe(false);
    expect(news.has(quiet.session.user.id)).toBe(false);
    expect(news.get(owner)).toEqual({ userId: owner, locale: 'en', channels: ['in_app', 'push'] });
    expect(news.get(viewer.session.user.id)).toEqual({
      userId: viewer.session.user.id,
      locale: 'de',
      channels: ['in_app', 'push'],
    });
    expect(news.get(mailer.session.user.id)?.channels).toEqual(['in_app', 'email']);
    expect(news.size).toBe(3);

    const cancels = byId(await recipients('ShopReceiveCancelAppointment', null));
    expect([...cancels.keys()].sort()).toEqual(
      [
        owner,
        manager.session.user.id,
        viewer.session.user.id,
        quiet.session.user.id,
        mailer.session.user.id,
      ].sort(),
    );
    expect(cancels.get(mailer.session.user.id)?.channels).toEqual(['push']);
    expect(cancels.get(quiet.session.user.id)?.channels).toEqual(['in_app', 'push']);
  });

  it('tells nobody outside the shop, and nobody when the only member made the change', async () => {
    const owner = await userIdOf(other.cookie);
    const list = await staffRecipients(t.ctx.db, {
      shopId: other.shopId,
      type: 'ShopReceiveNewRequestAppointment',
      appointmentId: null,
      excludeUserId: owner,
    });
    expect(list).toEqual([]);
  });
});
