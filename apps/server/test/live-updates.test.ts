import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe as openEventStream } from './event-stream.ts';
import { createTestApp, signUp, type TestApp } from './helpers.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';

let t: TestApp;
let salon: Salon;
let base = '';
const clock = new Date('2026-11-23T07:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'live');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** The shop's event stream, opened on this test's server. */
const subscribe = (cookie: string, shopId: string) => openEventStream(base, cookie, shopId);

describe('live updates', () => {
  it('tells an open calendar at once that an online booking arrived, and not another shop’s', async () => {
    const stream = await subscribe(salon.cookie, salon.shopId);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');

    const other = await createSalon(t.app, 'live-other');
    const booked = await bookAsGuest(t.app, salon, '2026-11-24T10:00:00+01:00', {
      name: 'Liv',
      email: 'liv@example.com',
    });
    await bookAsGuest(t.app, other, '2026-11-24T10:00:00+01:00', { name: 'Oz', email: 'oz@example.com' });
    await expect.poll(() => stream.events.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(stream.events[0]).toEqual({
      event: 'appointment.changed',
      data: {
        shopId: salon.shopId,
        type: 'appointment.changed',
        appointmentId: booked.json().booking.id,
        action: 'created',
      },
    });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${salon.shopId}/appointments/${booked.json().booking.id}/cancel`,
      headers: { cookie: salon.cookie },
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    await expect
      // The owner's bell rings for the online booking too (`notification.changed`): only appointments count here.
      .poll(() => stream.events.filter((e) => e.event === 'appointment.changed').map((e) => e.data.action), {
        timeout: 10_000,
      })
      .toEqual(['created', 'cancel']);
    stream.close();
    await stream.done;
  });

  it('tells of a change only once it is committed: a refused change moves nothing and sends nothing', async () => {
    const booked = await bookAsGuest(t.app, salon, '2026-11-24T15:00:00+01:00', {
      name: 'Ria',
      email: 'ria@example.com',
    });
    const id = booked.json().booking.id as string;
    const stream = await subscribe(salon.cookie, salon.shopId);
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/shops/${salon.shopId}/appointments/${id}`,
        headers: { cookie: salon.cookie },
        payload,
      });
    // The move is fine, the label is not: the request is one change, so neither is kept.
    const refused = await patch({ start: '2026-11-24T16:00:00+01:00', label: 'Custom' });
    expect(refused.statusCode).toBe(400);
    const detail = await t.app.inject({
      url: `/api/admin/shops/${salon.shopId}/appointments/${id}`,
      headers: { cookie: salon.cookie },
    });
    expect(detail.json().start).toBe('2026-11-24T15:00:00.000+01:00');
    expect(detail.json().history.map((h: { action: string }) => h.action)).toEqual(['created']);

    const moved = await patch({ start: '2026-11-24T16:00:00+01:00', label: 'Custom', customLabel: 'VIP' });
    expect(moved.statusCode, moved.body).toBe(200);
    // Bells may ring meanwhile (notifications of earlier bookings): the calendar's events are counted.
    const changes = () => stream.events.filter((e) => e.event === 'appointment.changed');
    await expect.poll(() => changes().length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(changes().map((e) => e.data)).toEqual([
      { shopId: salon.shopId, type: 'appointment.changed', appointmentId: id, action: 'updated' },
    ]);
    const after = await t.app.inject({
      url: `/api/admin/shops/${salon.shopId}/appointments/${id}`,
      headers: { cookie: salon.cookie },
    });
    expect(after.json().history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'moved',
      'updated',
    ]);
    stream.close();
    await stream.done;
  });

  it('opens a shop’s stream only to its staff', async () => {
    const { cookie } = await signUp(t.app, 'nosy@example.com');
    const res = await fetch(`${base}/api/events?shopId=${salon.shopId}`, { headers: { cookie } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('Forbidden');
    expect((await fetch(`${base}/api/events?shopId=${salon.shopId}`)).status).toBe(401);
    expect((await fetch(`${base}/api/events?shopId=nope`, { headers: { cookie } })).status).toBe(400);
  });

  it('reaches a calendar open on another server sharing the database', async () => {
    // A second server process in all but name: its own app, listener and HTTP port, the same database.
    const { buildApp } = await import('../src/app.ts');
    const { loadConfig } = await import('../src/config.ts');
    const second = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: t.database,
      logger: false,
      now: () => clock,
    });
    const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const controller = new AbortController();
      const res = await fetch(`${secondBase}/api/events?shopId=${salon.shopId}`, {
        headers: { cookie: salon.cookie },
        signal: controller.signal,
      });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      await bookAsGuest(t.app, salon, '2026-11-24T11:00:00+01:00', { name: 'Max', email: 'max@example.com' });
      let text = '';
      const deadline = Date.now() + 10_000;
      while (!text.includes('event: appointment.changed') && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      expect(text).toContain('event: appointment.changed');
      controller.abort();
    } finally {
      await second.app.close();
    }
  });

  it('pings an open stream with an event a page can hear, so that it can tell a dead connection', async () => {
    const { buildApp } = await import('../src/app.ts');
    const { loadConfig } = await import('../src/config.ts');
    const pinging = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: t.database,
      logger: false,
      now: () => clock,
      livePingMs: 50,
    });
    const pingingBase = await pinging.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const stream = await openEventStream(pingingBase, salon.cookie, salon.shopId);
      await expect.poll(() => stream.events.filter((e) => e.event === 'ping').length).toBeGreaterThan(1);
      stream.close();
      await stream.done;
    } finally {
      await pinging.app.close();
    }
  });
});
