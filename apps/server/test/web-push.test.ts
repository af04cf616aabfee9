import { randomUUID } from 'node:crypto';
import { eq, notificationEvents, pushDeliveries, pushSubscriptions, sql } from '@salon/db';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type PushMessage, pushTopic } from '../src/infra/web-push.ts';
import { composePush } from '../src/services/notifications/push/compose-push.ts';
import { pruneStalePushSubscriptions } from '../src/services/notifications/push/prune-stale-push-subscriptions.ts';
import { createTestApp, joinShop, type TestApp } from './helpers.ts';
import { createBrowserKeys, decryptPush, startPushService } from './push-service.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
let clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 10_000, windowSeconds: 60 } },
    // The push service these tests run listens on 127.0.0.1 (push-endpoint-guard.test.ts keeps it refused).
    env: { OUTBOUND_ALLOW_LOOPBACK: 'true' },
  });
  salon = await createSalon(t.app, 'push', { requiresApproval: true });
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: salon.cookie } });
  ownerId = me.json().user.id;
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService?.close();
  await t?.close();
});

const subscribe = (cookie: string, endpoint: string, keys: { p256dh: string; auth: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/push-subscriptions',
    headers: { cookie, 'user-agent': 'TestBrowser/1.0' },
    payload: { endpoint, keys },
  });

const subscriptionRow = async (endpoint: string) =>
  (await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

/** A booking request from the public page, and the event the write path raises for it. */
async function requestEvent(start: string, name: string) {
  const booked = await bookAsGuest(
    t.app,
    salon,
    start,
    { name, email: `${randomUUID()}@example.com` },
    {
      stylist: salon.stylists[0]?.id as string,
    },
  );
  expect(booked.statusCode, booked.body).toBe(201);
  expect(booked.json().booking.status).toBe('pending');
  const appointmentId = booked.json().booking.id as string;
  const [event] = await t.ctx.db
    .insert(notificationEvents)
    .values({
      shopId: salon.shopId,
      type: 'ShopReceiveNewRequestAppointment',
      appointmentId,
      dedupeKey: `test:${appointmentId}`,
    })
    .returning();
  if (!event) throw new Error('no event');
  return { appointmentId, event };
}

/** The signed URL a composed push carries for one of its buttons. */
function actionUrl(message: PushMessage | null, action: 'accept' | 'decline'): string {
  const actions = message?.data?.actions as Record<string, { url: string }> | undefined;
  return actions?.[action]?.url ?? '';
}

describe('Web Push', () => {
  it('tells browsers the VAPID public key, the same on every start', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(publicKey).toBe(t.ctx.webPush.publicKey);

    // A second server on the same database signs with the same pair.
    const { createWebPush } = await import('../src/infra/web-push.ts');
    const again = await createWebPush({
      db: t.ctx.db,
      config: t.ctx.config,
      log: t.ctx.log,
      outbound: t.ctx.outbound,
      metrics: t.ctx.metrics,
    });
    expect(again.publicKey).toBe(publicKey);

    // Configured keys win.
    const configured = await createWebPush({
      db: t.ctx.db,
      config: loadConfig({
        VAPID_PUBLIC_KEY:
          'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        VAPID_PRIVATE_KEY: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
      }),
      log: t.ctx.log,
      outbound: t.ctx.outbound,
      metrics: t.ctx.metrics,
    });
    expect(configured.publicKey).toBe(
      'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    );
  });

  it('refuses VAPID settings that cannot work, naming them', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() =>
      loadConfig({
        VAPID_PUBLIC_KEY:
          'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      }),
    ).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT/);
  });

  it('keeps a subscription per browser, refreshes it, and validates what it is sent', async () => {
    const keys = createBrowserKeys();
    const endpoint = pushService.endpoint('/push/refresh');
    const first = await subscribe(salon.cookie, endpoint, keys);
    expect(first.statusCode, first.body).toBe(201);
    const created = await subscriptionRow(endpoint);
    expect(created).toMatchObject({ userId: ownerId, p256dh: keys.p256dh, userAgent: 'TestBrowser/1.0' });

    // Sent again later (the app does so every 7 days): the same row, refreshed.
    const start = clock;
    clock = new Date(start.getTime() + 10 * 60 * 1000);
    try {
      const again = await subscribe(salon.cookie, endpoint, keys);
      expect(again.statusCode).toBe(200);
      const refreshed = await subscriptionRow(endpoint);
      expect(refreshed?.id).toBe(created?.id);
      expect(refreshed?.refreshedAt.getTime()).toBe(clock.getTime());
      expect(refreshed?.createdAt.getTime()).toBe(start.getTime());
    } finally {
      clock = start;
    }

    const bad = await subscribe(salon.cookie, 'http://push.example.com/x', {
      p256dh: 'short',
      auth: keys.auth,
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.map((d: { path: string }) => d.path);
    expect(fields).toEqual(expect.arrayContaining(['body.endpoint', 'body.keys.p256dh']));

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      payload: { endpoint, keys },
    });
    expect(anonymous.statusCode).toBe(401);

    // Someone else cannot delete it; its owner can.
    const other = await joinShop(t.app, t.ctx, salon.shopId, 'other-push@example.com');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/push-subscriptions',
      headers: { cookie: other.cookie },
      payload: { endpoint },
    });
    expect(foreign.statusCode).toBe(200);
    expect(await subscriptionRow(endpoint)).toBeDefined();
    const own = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/push-subscriptions',
      headers: { cookie: salon.cookie },
      payload: { endpoint },
    });
    expect(own.statusCode).toBe(200);
    expect(await subscriptionRow(endpoint)).toBeUndefined();
  });

  let message: PushMessage;
  let requestAppointment: string;

  it('delivers an encrypted, VAPID-signed push the browser can read, in the staff member’s language', async () => {
    const keys = createBrowserKeys();
    const endpoint = pushService.endpoint('/push/owner');
    expect((await subscribe(salon.cookie, endpoint, keys)).statusCode).toBe(201);

    const { appointmentId, event } = await requestEvent('2026-11-26T10:00:00+01:00', 'Petra Push');
    requestAppointment = appointmentId;
    const composed = await composePush(t.ctx.db, {
      event,
      userId: ownerId,
      locale: 'de',
      publicBaseUrl: 'https://salon.example/',
      keys: t.ctx.keys,
      now: clock,
    });
    if (!composed) throw new Error('nothing composed');
    message = composed;

    const row = await subscriptionRow(endpoint);
    if (!row) throw new Error('no subscription');
    const outcome = await t.ctx.webPush.send(row, message, {
      topic: `${event.id}:${ownerId}`,
      urgency: 'high',
    });
    expect(outcome).toEqual({ outcome: 'sent' });

    // The booking's own push from the notification sender may arrive too: this one is told by its topic.
    const topic = pushTopic(`${event.id}:${ownerId}`);
    const received = pushService.received.filter(
      (r) => r.path === '/push/owner' && r.headers.topic === topic,
    );
    expect(received).toHaveLength(1);
    const push = received[0];
    if (!push) throw new Error('nothing received');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.urgency).toBe('high');
    expect(push.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    // VAPID: a JWT for the push service's origin, signed with the key browsers subscribed with.
    const authorization = String(push.headers.authorization);
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
    expect(vapid, authorization).not.toBeNull();
    const [, jwt = '', k = ''] = vapid ?? [];
    expect(k).toBe(t.ctx.webPush.publicKey);
    expect(decodeProtectedHeader(jwt).alg).toBe('ES256');
    const raw = Buffer.from(k, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(jwt, key);
    expect(payload.aud).toBe(new URL(endpoint).origin);
    expect(payload.sub).toMatch(/^mailto:/);

    const shown = JSON.parse(decryptPush(push.body, keys));
    expect(shown.title).toBe('Terminanfrage: Petra Push');
    expect(shown.body).toContain('Cut bei Ana');
    expect(shown.body).toContain('10:00');
    expect(shown.body).toMatch(/Do\.?,? 26\.? Nov/);
    expect(shown.url).toBe(
      `https://salon.example/admin/calendar?date=2026-11-26&appointment=${appointmentId}`,
    );
    expect(shown.actions).toEqual([
      { action: 'accept', title: 'Annehmen' },
      { action: 'decline', title: 'Ablehnen' },
    ]);
    expect(shown.data.actions.accept.url).toMatch(/^https:\/\/salon\.example\/api\/push-actions\/[\w.-]+$/);
    expect(shown.data.actions.decline.url).toMatch(/^https:\/\/salon\.example\/api\/push-actions\/[\w.-]+$/);
    expect(shown.data.actions.accept.done).toContain('Petra Push');
  });

  it('accepts the request from the notification’s button, without a cookie; a tampered token changes nothing', async () => {
    const accept = new URL(actionUrl(message, 'accept'));
    const decline = new URL(actionUrl(message, 'decline'));

    const [head, body, signature = ''] = accept.pathname.split('/').pop()?.split('.') ?? [];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const tampered = await t.app.inject({
      method: 'POST',
      url: `/api/push-actions/${head}.${body}.${flipped}`,
    });
    expect(tampered.statusCode).toBe(403);
    // The same claims with another appointment's id do not verify either.
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, apt: randomUUID() })).toString('base64url');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/push-actions/${head}.${forged}.${signature}` }))
        .statusCode,
    ).toBe(403);
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${salon.shopId}/appointments/${requestAppointment}`,
      headers: { cookie: salon.cookie },
    });
    expect(still.json().status).toBe('pending');

    const res = await t.app.inject({ method: 'POST', url: accept.pathname });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ action: 'accept', appointmentId: requestAppointment, status: 'confirmed' });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${salon.shopId}/appointments/${requestAppointment}`,
      headers: { cookie: salon.cookie },
    });
    expect(after.json().status).toBe('confirmed');
    const history = after.json().history.map((h: { action: string; actorName: string | null }) => h.action);
    expect(history).toContain('accept');

    // The other button of the same notification can no longer undo it.
    expect((await t.app.inject({ method: 'POST', url: decline.pathname })).statusCode).toBe(409);
  });

  it('refuses a button of someone who may not change the calendar, and one that is too old', async () => {
    const viewer = await joinShop(t.app, t.ctx, salon.shopId, 'viewer-push@example.com', { readOnly: true });
    const { appointmentId, event } = await requestEvent('2026-11-27T11:00:00+01:00', 'Rita Request');
    const forViewer = await composePush(t.ctx.db, {
      event,
      userId: viewer.session.user.id,
      locale: 'en',
      publicBaseUrl: '',
      keys: t.ctx.keys,
      now: clock,
    });
    const url = actionUrl(forViewer, 'accept');
    expect(url).toMatch(/^\/api\/push-actions\//);
    expect(forViewer?.url).toBe(`/admin/calendar?date=2026-11-27&appointment=${appointmentId}`);
    expect(forViewer?.title).toBe('Booking request: Rita Request');
    const refused = await t.app.inject({ method: 'POST', url });
    expect(refused.statusCode).toBe(403);

    const forOwner = await composePush(t.ctx.db, {
      event,
      userId: ownerId,
      locale: 'en',
      publicBaseUrl: '',
      keys: t.ctx.keys,
      now: new Date(clock.getTime() - 3 * 24 * 3600 * 1000),
    });
    const old = actionUrl(forOwner, 'decline');
    const expired = await t.app.inject({ method: 'POST', url: old });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('TokenIsExpired');
  });

  it('says gone and forgets the subscription on 404/410; retry on 429, 5xx and an unreachable service', async () => {
    const keys = createBrowserKeys();
    const endpoint = pushService.endpoint('/push/gone');
    expect((await subscribe(salon.cookie, endpoint, keys)).statusCode).toBe(201);
    pushService.answer('/push/gone', 410);
    const target = { endpoint, p256dh: keys.p256dh, auth: keys.auth };
    expect(await t.ctx.webPush.send(target, message)).toEqual({ outcome: 'gone' });
    expect(await subscriptionRow(endpoint)).toBeUndefined();

    pushService.answer('/push/busy', 429, { 'Retry-After': '120' });
    expect(
      await t.ctx.webPush.send({ ...target, endpoint: pushService.endpoint('/push/busy') }, message),
    ).toEqual({
      outcome: 'retry',
      error: 'push service answered 429',
      retryAfterSeconds: 120,
    });
    pushService.answer('/push/down', 503);
    expect(
      await t.ctx.webPush.send({ ...target, endpoint: pushService.endpoint('/push/down') }, message),
    ).toMatchObject({
      outcome: 'retry',
    });
    const nowhere = await t.ctx.webPush.send({ ...target, endpoint: 'http://127.0.0.1:9/push' }, message);
    expect(nowhere.outcome).toBe('retry');
  });

  it('composes each shop type in each language, and no customer type for someone who is not that customer', async () => {
    const { appointmentId, event } = await requestEvent('2026-11-28T09:00:00+01:00', 'Nora Neu');
    const texts = new Set<string>();
    for (const type of [
      'ShopReceiveNewAppointment',
      'ShopReceiveRescheduleAppointment',
      'ShopReceiveCancelAppointment',
    ]) {
      for (const locale of ['en', 'de', 'fr', 'pt']) {
        const composed = await composePush(t.ctx.db, {
          event: { ...event, type, data: { reason: 'Krank' } },
          userId: ownerId,
          locale,
          publicBaseUrl: '',
          keys: t.ctx.keys,
          now: clock,
        });
        expect(composed?.title).toContain('Nora Neu');
        expect(composed?.body).toContain('Cut');
        // English writes the hour without a leading zero, as the widget and the admin do.
        expect(composed?.body).toContain(locale === 'en' ? '9:00 AM' : '09:00');
        expect(composed?.url).toContain(appointmentId);
        expect(composed?.actions).toBeUndefined();
        texts.add(`${composed?.title}`);
      }
    }
    expect(texts.size).toBe(12);
    const cancelled = await composePush(t.ctx.db, {
      event: { ...event, type: 'ShopReceiveCancelAppointment', data: { reason: 'Ill' } },
      userId: ownerId,
      locale: 'en',
      publicBaseUrl: '',
      keys: t.ctx.keys,
      now: clock,
    });
    expect(cancelled?.body).toContain('Reason: Ill');
    const review = await composePush(t.ctx.db, {
      event: { ...event, type: 'ShopReceiveReview', appointmentId: null, data: { rating: 5 } },
      userId: ownerId,
      locale: 'en',
      publicBaseUrl: '',
      keys: t.ctx.keys,
      now: clock,
    });
    expect(review?.body).toBe('5 of 5 stars for Salon push.');
    expect(review?.url).toBe('/admin/reviews');
    const customerType = await composePush(t.ctx.db, {
      event: { ...event, type: 'CustomerNewAppointment' },
      userId: ownerId,
      locale: 'en',
      publicBaseUrl: '',
      keys: t.ctx.keys,
      now: clock,
    });
    expect(customerType).toBeNull();
  });

  it('prunes subscriptions not refreshed for 60 days', async () => {
    const fresh = pushService.endpoint('/push/fresh');
    const stale = pushService.endpoint('/push/stale');
    expect((await subscribe(salon.cookie, fresh, createBrowserKeys())).statusCode).toBe(201);
    expect((await subscribe(salon.cookie, stale, createBrowserKeys())).statusCode).toBe(201);
    await t.ctx.db.execute(
      sql`update push_subscriptions set refreshed_at = ${new Date(clock.getTime() - 61 * 24 * 3600 * 1000).toISOString()}::timestamptz where endpoint = ${stale}`,
    );
    expect(await pruneStalePushSubscriptions(t.ctx.db, clock)).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRow(stale)).toBeUndefined();
    expect(await subscriptionRow(fresh)).toBeDefined();
  });
});

describe('pushes from the notification sender', () => {
  it('a booking request reaches the owner’s browser through the queue, readable, once', async () => {
    const keys = createBrowserKeys();
    const endpoint = pushService.endpoint('/push/queue');
    expect((await subscribe(salon.cookie, endpoint, keys)).statusCode).toBe(201);
    const res = await bookAsGuest(t.app, salon, '2026-11-27T15:00:00+01:00', {
      name: 'Quinn Queue',
      email: 'quinn@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.notifications.runRound();
    await t.notifications.runRound();
    // Events raised by earlier tests may reach the new subscription too: this booking's push is told by its name.
    const received = pushService.received
      .filter((r) => r.path === '/push/queue')
      .map((r) => JSON.parse(decryptPush(r.body, keys)))
      .filter((p) => String(p.title).includes('Quinn Queue') || String(p.body).includes('Quinn Queue'));
    expect(received).toHaveLength(1);
    const payload = received[0];
    expect(payload.url).toContain(`appointment=${res.json().booking.id}`);
    expect(payload.actions.map((a: { action: string }) => a.action)).toEqual(['accept', 'decline']);
    const [delivery] = await t.ctx.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.subscriptionId, (await subscriptionRow(endpoint))?.id as string));
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1, type: 'ShopReceiveNewRequestAppointment' });
  });

  it('a subscription the push service has forgotten (410) is removed, and its push ends as gone', async () => {
    const keys = createBrowserKeys();
    const endpoint = pushService.endpoint('/push/forgotten');
    expect((await subscribe(salon.cookie, endpoint, keys)).statusCode).toBe(201);
    const subscriptionId = (await subscriptionRow(endpoint))?.id as string;
    pushService.answer('/push/forgotten', 410);
    const res = await bookAsGuest(t.app, salon, '2026-11-27T16:00:00+01:00', {
      name: 'Gone Gwen',
      email: 'gwen@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.notifications.runRound();
    expect(await subscriptionRow(endpoint)).toBeUndefined();
    const [delivery] = await t.ctx.db
      .select()
      .from(pushDeliveries)
      .where(sql`${pushDeliveries.dedupeKey} like ${`%:push:${subscriptionId}`}`);
    // Its subscription is gone, and the push with it: not retried, not counted as failed.
    expect(delivery).toMatchObject({ status: 'gone', subscriptionId: null, attempts: 1 });
  });
});
