import { sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/infra/sql.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// On PostgreSQL the requests really run in parallel (a pool of connections); on PGlite they queue.
let t: TestApp;
let salon: Salon;
const clock = new Date('2026-11-23T07:00:00Z');

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 100_000, windowSeconds: 60 } },
  });
  salon = await createSalon(t.app, 'race');
});
afterAll(() => t.close());

const rush = (count: number, stylist: string, start: string) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/shops/${salon.subdomain}/bookings`,
        payload: {
          services: [salon.services.cut],
          start,
          stylist,
          customer: { name: `Racer ${i}`, email: `racer${i}.${stylist}@example.com`, phone: '+4930123456' },
        },
      }),
    ),
  );

async function overlaps(): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    t.ctx.db,
    sql`select count(*) as n from appointment_items a join appointment_items b
        on a.stylist_id = b.stylist_id and a.id < b.id and a.active and b.active
       and tstzrange(a.occupied_start, a.occupied_end) && tstzrange(b.occupied_start, b.occupied_end)`,
  );
  return Number(row?.n ?? 0);
}

describe('racing for one slot', () => {
  it('lets exactly one of 100 parallel bookings for one stylist through', async () => {
    const results = await rush(100, salon.stylists[0]?.id as string, '2026-11-24T10:00:00+01:00');
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    expect(results.find((r) => r.statusCode === 409)?.json().error.code).toBe('SLOT_UNAVAILABLE');
    expect(await overlaps()).toBe(0);
  });

  it('gives 100 parallel "Anyone" bookings exactly the three free stylists', async () => {
    const results = await rush(100, 'any', '2026-11-25T11:00:00+01:00');
    const won = results.filter((r) => r.statusCode === 201).map((r) => r.json().booking.items[0].stylistId);
    expect(won.sort()).toEqual(salon.stylists.map((s) => s.id).sort());
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(97);
    expect(await overlaps()).toBe(0);
  });
});
