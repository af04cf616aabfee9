import { sql } from '@salon/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/infra/sql.ts';
import { subscribe } from './event-stream.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// PostgreSQL ending every session of the server while bookings pour in: the closest a test
// gets to a database restart or failover without stopping the shared test server.
const onPostgres = process.env.TEST_DB === 'postgres';
let t: TestApp;
let salon: Salon;
let base = '';
const clock = new Date('2026-11-23T07:00:00Z');

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 100_000, windowSeconds: 60 } },
  });
  salon = await createSalon(t.app, 'restart');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 240_000);
// Closing waits for every pooled connection: it hangs if a broken one was never given back.
afterAll(() => t?.close(), 120_000);

/** Every start of a 45-minute cut (+15 min after) per stylist on the working days after the clock. */
function distinctSlots(days: number): { stylist: string; start: string }[] {
  const slots = [];
  for (let day = 1; day <= days; day++) {
    const date = new Date(clock.getTime() + day * 86_400_000);
    if (date.getUTCDay() === 0) continue;
    const ymd = date.toISOString().slice(0, 10);
    for (const hour of [9, 10, 11, 12, 14, 15, 16, 17]) {
      for (const stylist of salon.stylists) {
        slots.push({ stylist: stylist.id, start: `${ymd}T${String(hour).padStart(2, '0')}:00:00+01:00` });
      }
    }
  }
  return slots;
}

async function terminateBackends(): Promise<number> {
  const [row] = await queryRows<{ name: string }>(t.ctx.db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${row?.name}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const book = (slot: { stylist: string; start: string }, i: number) =>
  fetch(`${base}/api/public/shops/${salon.subdomain}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      services: [salon.services.cut],
      start: slot.start,
      stylist: slot.stylist,
      customer: { name: `Load ${i}`, email: `load${i}@example.com`, phone: '+4930123456' },
    }),
  });

describe.skipIf(!onPostgres)('PostgreSQL ending the server’s sessions under booking load', () => {
  it('stays up, answers 503 or books, loses no acknowledged booking, recovers and resyncs live updates', async () => {
    const stream = await subscribe(base, salon.cookie, salon.shopId);
    expect(stream.res.status).toBe(200);

    const slots = distinctSlots(10);
    const last = slots.pop() as { stylist: string; start: string };
    const acknowledged: string[] = [];
    const unavailable: number[] = [];
    const otherShapes: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < slots.length) {
        const i = next++;
        const res = await book(slots[i] as { stylist: string; start: string }, i);
        const body = (await res.json().catch(() => null)) as {
          booking?: { id?: unknown };
          error?: { code?: unknown };
        } | null;
        if (res.status === 201 && typeof body?.booking?.id === 'string')
          acknowledged.push(body.booking.id as string);
        else if (
          res.status === 503 &&
          body?.error?.code === 'ServiceUnavailable' &&
          res.headers.get('retry-after')
        )
          unavailable.push(i);
        else otherShapes.push(`${res.status} ${JSON.stringify(body)}`);
      }
    };
    let terminated = 0;
    const faults = (async () => {
      for (let round = 0; round < 4; round++) {
        await new Promise((resolve) => setTimeout(resolve, 400));
        terminated += await terminateBackends();
      }
    })();
    await Promise.all([faults, ...Array.from({ length: 8 }, worker)]);

    // Still up, and recovers by itself: the listener is back (after backoff, which grows when a
    // reconnect attempt is itself cut off) and open pages were told to resync, then a booking
    // goes through. The faults are over, so the listener's current state is its final one.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${base}/api/health`);
          return ((await res.json()) as { listener?: string }).listener;
        },
        { timeout: 40_000, interval: 250 },
      )
      .toBe('up');
    expect(stream.events.some((e) => e.event === 'resync')).toBe(true);
    let recovered: Response | undefined;
    await expect
      .poll(
        async () => {
          recovered = await book(last, slots.length);
          return recovered.status;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(201);
    const lastId = ((await (recovered as Response).json()) as { booking: { id: string } }).booking.id;
    const resyncAt = stream.events.findLastIndex((e) => e.event === 'resync');
    await expect
      .poll(
        () =>
          stream.events.findIndex(
            (e) => e.event === 'appointment.changed' && e.data.appointmentId === lastId,
          ),
        { timeout: 5000 },
      )
      .toBeGreaterThan(resyncAt);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', listener: 'up' });

    const stored = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select id from appointments where shop_id = ${salon.shopId}`,
    );
    const storedIds = new Set(stored.map((row) => row.id));
    const lost = acknowledged.filter((id) => !storedIds.has(id));
    console.log(
      JSON.stringify({
        faultTest: 'pg_terminate_backend under booking load',
        terminationRounds: 4,
        backendsTerminated: terminated,
        bookingsAttempted: slots.length,
        acknowledged201: acknowledged.length,
        unavailable503: unavailable.length,
        otherShapes: otherShapes.length,
        lost: lost.length,
        recoveredBooking: 201,
        resyncReceived: true,
      }),
    );
    expect(otherShapes).toEqual([]);
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(terminated).toBeGreaterThan(0);
    stream.close();
  }, 300_000);
});
