import { gunzipSync } from 'node:zlib';
import { eq, scheduleOverrides, timeOff, workingHours } from '@salon/db';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBenchShop } from '../../../bench/seed-bench-shop.ts';
import { dynamicScheduleParams, dynamicScheduleQuery } from '../src/repositories/availability.ts';
import { dayRangeInZone } from '../src/services/shared/zone-days.ts';
import { createTestApp, type TestApp } from './helpers.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

describe('availability at scale', () => {
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seedBenchShop>>;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2027-02-28T12:00:00Z') });
    seeded = await seedBenchShop(t.database.db, {
      firstDate: '2027-03-01',
      days: 30,
      stylistCount: 20,
      appointmentCount: 2000,
    });
    const stylistId = seeded.stylistIds[0] as string;
    await t.database.db.insert(timeOff).values([
      {
        shopId: seeded.shop.id,
        stylistId,
        startsAt: new Date('2027-03-02T08:00:00Z'),
        endsAt: new Date('2027-03-20T18:00:00Z'),
        category: 'Vacation',
      },
    ]);
    await t.database.db
      .insert(scheduleOverrides)
      .values([
        { shopId: seeded.shop.id, stylistId, date: '2027-03-01', intervals: [{ start: 600, end: 900 }] },
      ]);
  });
  afterAll(() => t.close());

  const url = () =>
    `/api/public/shops/${seeded.shop.subdomain}/availability?services=${seeded.serviceId}&from=2027-03-01&to=2027-03-30`;

  it('answers a month of availability gzipped when the client accepts it', async () => {
    const plain = await t.app.inject({ url: url() });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await t.app.inject({ url: url(), headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    const brotli = await t.app.inject({ url: url(), headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('leaves small answers uncompressed', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  // The plans only mean something on PostgreSQL; seq scans are priced out so an unusable index shows.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'reads appointments, time off, overrides and hours by index, appointments bounded on both sides',
    async () => {
      const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
      const query = dynamicScheduleQuery(t.database.db).toSQL();
      const values = dynamicScheduleParams({
        shopId: seeded.shop.id,
        range: dayRangeInZone('Europe/Berlin', '2027-02-28', '2027-03-08'),
        dates: { from: '2027-03-01', to: '2027-03-07' },
        excludeAppointmentId: undefined,
      }) as Record<string, unknown>;
      const params = query.params.map((p) =>
        p && typeof p === 'object' && 'name' in p ? values[(p as { name: string }).name] : p,
      );
      const hours = t.database.db
        .select()
        .from(workingHours)
        .where(eq(workingHours.shopId, seeded.shop.id))
        .toSQL();
      const client = await pool.connect();
      try {
        await client.query('analyze');
        await client.query('begin');
        await client.query('set local enable_seqscan = off');
        const explain = async (text: string, args: unknown[]) => {
          const res = await client.query(`explain (format json) ${text}`, args);
          return flatten((res.rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]?.Plan as PlanNode);
        };
        const nodes = [...(await explain(query.sql, params)), ...(await explain(hours.sql, hours.params))];
        await client.query('commit');
        const seq = nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);
        expect(seq).toEqual([]);
        // An index scan names its table; a bitmap scan's index scans sit under the heap scan that does.
        const indexScans = (table: string) =>
          nodes
            .filter((n) => n['Relation Name'] === table)
            .flatMap(flatten)
            .filter((n) => n['Index Name']);
        const scanned = (table: string) => indexScans(table).map((n) => n['Index Name']);
        expect(scanned('time_off')).toContain('time_off_shop_range_idx');
        expect(scanned('schedule_overrides')).toContain('schedule_overrides_shop_date_idx');
        expect(scanned('working_hours')).toContain('working_hours_shop_stylist_idx');
        const items = indexScans('appointment_items').find((n) =>
          n['Index Cond']?.includes('occupied_start'),
        );
        // Both bounds on the start: the index reads the window, not the shop's whole history.
        expect(items?.['Index Cond']).toMatch(
          /occupied_start < .*occupied_start > |occupied_start > .*occupied_start < /,
        );
      } finally {
        client.release();
      }
    },
  );
});
