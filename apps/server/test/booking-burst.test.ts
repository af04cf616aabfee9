import { sql } from '@salon/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/infra/sql.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// On PostgreSQL the bookings really run in parallel: visits of two services with two stylists in
// opposite orders, and the same customer booking twice at once, wait on each other's rows (the
// exclusion constraint, the customers' unique e-mail). Deadlocked, they held their connections
// for PostgreSQL's deadlock timeout and the burst queued past the pool's wait (503s); the stylist
// locks the write path takes in one order leave no cycle to break.
let t: TestApp;
let salon: Salon;
const clock = new Date('2026-11-23T07:00:00Z');
// Four working days (Tue–Fri), raced all at once.
const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 100_000, windowSeconds: 60 } },
  });
  salon = await createSalon(t.app, 'burst');
});
afterAll(() => t.close());

const startAt = (day: string, minutes: number) =>
  `${day}T${String(9 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00+01:00`;

/** Every answer's status, counted. */
const countByStatus = (statuses: number[]) =>
  Object.fromEntries(
    [...new Set(statuses)].sort().map((status) => [status, statuses.filter((s) => s === status).length]),
  );

describe('a burst of overlapping bookings', () => {
  it('answers every booking 201 or 409, keeps one holder per slot and never two', async () => {
    const [ana, ben, cleo] = salon.stylists.map((s) => s.id) as [string, string, string];
    const { cut, color, beard } = salon.services;
    const bodies: object[] = [];
    // Twelve starts a quarter apart, each wanted by single-service racers for every stylist and by
    // two-service visits whose stylists come in either order.
    for (let k = 0; k < 12 * days.length; k++) {
      const start = startAt(days[k % days.length] as string, 15 * Math.floor(k / days.length));
      const wants: [string[], string][] = [
        ...[ana, ben, cleo].flatMap((stylist) =>
          Array.from({ length: 3 }, () => [[cut], stylist] as [string[], string]),
        ),
        ...Array.from({ length: 4 }, () => [[cut, beard], 'any'] as [string[], string]),
        ...Array.from({ length: 4 }, () => [[beard, cut], 'any'] as [string[], string]),
        ...Array.from({ length: 3 }, () => [[color, cut], 'any'] as [string[], string]),
        ...Array.from({ length: 3 }, () => [[cut, color], 'any'] as [string[], string]),
      ];
      for (const [services, stylist] of wants) {
        const n = bodies.length;
        bodies.push({
          services,
          start,
          stylist,
          // One customer in five books more than once at the same moment.
          customer: {
            name: `Racer ${n}`,
            email: `racer${n % 5 === 0 ? n % 25 : n}@example.com`,
            phone: '+4930123456',
          },
        });
      }
    }
    // Forty clients at once, each sending its next booking as soon as it has an answer: the
    // racers of one start are in flight together, in an order that mixes their kinds.
    const perStart = bodies.length / (12 * days.length);
    const order = bodies.map((_, i) => i - (i % perStart) + (((i % perStart) * 7) % perStart));
    expect(new Set(order).size).toBe(bodies.length);
    const results: LightMyRequestResponse[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        while (next < order.length) {
          const n = next++;
          results[n] = await t.app.inject({
            method: 'POST',
            url: `/api/public/shops/${salon.subdomain}/bookings`,
            payload: bodies[order[n] as number] as object,
          });
        }
      }),
    );
    const statuses = results.map((r) => r.statusCode);
    const slots = new Map<string, number[]>();
    order.forEach((i, n) => {
      const body = bodies[i] as { services: string[]; start: string; stylist: string };
      if (body.stylist === 'any') return;
      const slot = `${body.stylist} ${body.start}`;
      slots.set(slot, [...(slots.get(slot) ?? []), statuses[n] as number]);
    });
    expect(slots.size).toBe(36 * days.length);
    console.info(`booking burst on ${t.database.kind}: ${bodies.length} bookings`, countByStatus(statuses));

    expect(
      statuses.filter((s) => s >= 500),
      JSON.stringify(countByStatus(statuses)),
    ).toEqual([]);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error.code).toBe('SLOT_UNAVAILABLE');
    }
    const [overlaps] = await queryRows<{ n: number | string }>(
      t.ctx.db,
      sql`select count(*) as n from appointment_items a join appointment_items b
          on a.stylist_id = b.stylist_id and a.id < b.id and a.active and b.active
         and tstzrange(a.occupied_start, a.occupied_end) && tstzrange(b.occupied_start, b.occupied_end)`,
    );
    expect(Number(overlaps?.n)).toBe(0);
    // Of the racers for one stylist's time, at most one won; when none did, another visit holds
    // some of that time: no wanted time is left free by a refusal.
    for (const [slot, answers] of slots) {
      expect(answers.filter((s) => s === 201).length, slot).toBeLessThanOrEqual(1);
    }
    const free = await queryRows<{ stylist_id: string; at: string }>(
      t.ctx.db,
      sql`select s.stylist_id, g.at::text as at
          from unnest(array[${ana}, ${ben}, ${cleo}]::uuid[]) as s(stylist_id)
          cross join unnest(array[${sql.join(
            days.map((d) => sql`${startAt(d, 0)}`),
            sql`, `,
          )}]::timestamptz[]) as d(first)
          cross join generate_series(d.first, d.first + interval '165 minutes', interval '15 minutes') as g(at)
         where not exists (select 1 from appointment_items i where i.stylist_id = s.stylist_id and i.active
           and tstzrange(i.occupied_start, i.occupied_end) && tstzrange(g.at, g.at + interval '1 hour'))`,
    );
    expect(free).toEqual([]);
    const won = statuses.filter((s) => s === 201).length;
    const [booked] = await queryRows<{ n: number | string }>(
      t.ctx.db,
      sql`select count(*) as n from appointments where shop_id = ${salon.shopId} and status = 'confirmed'`,
    );
    expect(Number(booked?.n)).toBe(won);
  }, 180_000);
});
