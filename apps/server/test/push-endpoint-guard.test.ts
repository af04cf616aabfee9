import { eq, inArray, pushDeliveries, pushSubscriptions } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, signUp, type TestApp } from './helpers.ts';
import { createBrowserKeys, startPushService } from './push-service.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';

/**
 * A push endpoint is an address anyone signed in can type: the server must never POST to this
 * machine or a private network for them. No test setting here: loopback is refused as in production.
 */
const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
let customerCookie: string;
let ownerId: string;
let listener: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 10_000, windowSeconds: 60 } },
  });
  salon = await createSalon(t.app, 'guard');
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: salon.cookie } });
  ownerId = me.json().user.id;
  customerCookie = (await signUp(t.app, 'cora@example.com', undefined, 'Cora Customer')).cookie;
  listener = await startPushService();
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
});

const keys = createBrowserKeys();
const subscribe = (cookie: string, endpoint: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/push-subscriptions',
    headers: { cookie },
    payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });

describe('registering a push endpoint', () => {
  const refused = () => [
    `http://127.0.0.1:${listener.port}/push`,
    `http://localhost:${listener.port}/push`,
    `https://127.0.0.1:${listener.port}/push`,
    'https://127.1/push',
    'https://2130706433/push',
    'https://0x7f.0.0.1/push',
    'https://0.0.0.0/push',
    'https://10.0.0.8/push',
    'https://172.16.5.4/push',
    'https://192.168.1.20/push',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/push',
    'https://224.0.0.251/push',
    'https://255.255.255.255/push',
    'https://240.0.0.1/push',
    'https://[::1]/push',
    'https://[::]/push',
    'https://[fc00::1]/push',
    'https://[fd12:3456::9]/push',
    'https://[fe80::1]/push',
    'https://[ff02::1]/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://[::ffff:169.254.169.254]/push',
    'https://[64:ff9b::10.0.0.1]/push',
    'https://[2002:c0a8:101::1]/push',
    'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/push',
    // Names this machine resolves to itself.
    'https://localhost/push',
    'https://vm/push',
    'https://user:pass@fcm.googleapis.com/push',
  ];

  it('refuses every form of a local, private or special address for staff and customers, naming the field', async () => {
    for (const cookie of [salon.cookie, customerCookie]) {
      for (const endpoint of refused()) {
        const res = await subscribe(cookie, endpoint);
        expect(res.statusCode, `${endpoint}: ${res.body}`).toBe(400);
        expect(res.json().error.code).toBe('ValidationError');
        expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual(['body.endpoint']);
      }
    }
    const kept = await t.ctx.db.select().from(pushSubscriptions);
    expect(kept).toEqual([]);
  });

  it('takes an https endpoint on a public address or name', async () => {
    const accepted = [
      'https://93.184.215.14/push/one',
      'https://[2606:4700:4700::1111]/push/two',
      // Not resolvable from here: it is judged again at every push.
      'https://fcm.googleapis.com/fcm/send/abc',
    ];
    for (const endpoint of accepted) {
      const res = await subscribe(customerCookie, endpoint);
      expect(res.statusCode, `${endpoint}: ${res.body}`).toBe(201);
    }
    await t.ctx.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, accepted));
  });
});

describe('sending to an endpoint already stored', () => {
  it('connects to none of them: each is refused, its push ends as gone and the subscription is removed', async () => {
    const port = listener.port;
    // As if stored before the check existed, or written around it.
    const stored = [
      `http://127.0.0.1:${port}/push/a`,
      `https://127.0.0.1:${port}/push/b`,
      `https://127.1:${port}/push/c`,
      `https://2130706433:${port}/push/d`,
      `https://[::ffff:127.0.0.1]:${port}/push/e`,
      `https://0.0.0.0:${port}/push/f`,
      `https://localhost:${port}/push/g`,
      `https://vm:${port}/push/h`,
      'https://10.0.0.1/push/i',
      'https://169.254.169.254/push/j',
      'https://[fd00::1]/push/k',
    ];
    const rows = await t.ctx.db
      .insert(pushSubscriptions)
      .values(stored.map((endpoint) => ({ userId: ownerId, endpoint, p256dh: keys.p256dh, auth: keys.auth })))
      .returning({ id: pushSubscriptions.id });

    const res = await bookAsGuest(t.app, salon, '2026-11-27T15:00:00+01:00', {
      name: 'Ida Inside',
      email: 'ida@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.notifications.runRound();
    await t.notifications.runRound();

    expect(listener.connections()).toBe(0);
    expect(listener.received).toEqual([]);
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ownerId)),
    ).toEqual([]);
    const deliveries = await t.ctx.db.select().from(pushDeliveries);
    expect(deliveries.length).toBeGreaterThanOrEqual(rows.length);
    for (const delivery of deliveries)
      expect(delivery).toMatchObject({ status: 'gone', subscriptionId: null });
  });

  it('refuses a direct send too, before any connection', async () => {
    const message = { title: 'x', body: 'y', url: '/admin/' };
    for (const endpoint of [
      `https://127.0.0.1:${listener.port}/push/direct`,
      `https://[::ffff:7f00:1]:${listener.port}/push/direct`,
    ]) {
      const outcome = await t.ctx.webPush.send({ endpoint, p256dh: keys.p256dh, auth: keys.auth }, message);
      expect(outcome, endpoint).toEqual({ outcome: 'gone' });
    }
    expect(listener.connections()).toBe(0);
  });
});

describe('OUTBOUND_ALLOW_LOOPBACK', () => {
  it('is off unless set, and takes only an on/off value', () => {
    expect(loadConfig({}).OUTBOUND_ALLOW_LOOPBACK).toBe(false);
    expect(loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'true' }).OUTBOUND_ALLOW_LOOPBACK).toBe(true);
    expect(loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'false' }).OUTBOUND_ALLOW_LOOPBACK).toBe(false);
    expect(() => loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'sometimes' })).toThrow(/OUTBOUND_ALLOW_LOOPBACK/);
    expect(t.ctx.outbound.policy.allowLoopback).toBe(false);
  });
});
