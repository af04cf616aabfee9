/**
 * `availability_scale`: does availability stay as fast when the database holds 1,000 shops and
 * ~1,080,000 appointments as when it holds one shop? Generates both databases on PostgreSQL
 * (BENCH_DATABASE_URL, a server the scratch databases are created on and dropped from) with
 * set-based SQL, serves each from the app on a real port, and measures 7- and 30-day availability
 * of one shop of the same shape in both at 1 and 16 clients, small and large back to back so
 * the machine's load hits both alike. Prints JSON lines, a table, and the plans of the hot query.
 * Exits non-zero when any request failed.
 */
import { loadavg } from 'node:os';
import { createScratchDatabase, type Database, sql } from '@salon/db';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrationsFolder } from '../apps/server/src/database.ts';
import { dynamicScheduleParams, dynamicScheduleQuery } from '../apps/server/src/repositories/availability.ts';
import { dayRangeInZone } from '../apps/server/src/services/shared/zone-days.ts';
import { fail, finish } from './outcome.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL;
if (!SERVER_URL) {
  console.error('bench:scale needs BENCH_DATABASE_URL (a PostgreSQL server URL)');
  process.exit(2);
}
const LARGE_SHOPS = Number(process.env.BENCH_SHOPS ?? 1000);
const STYLISTS = 6;
// 6 stylists × one visit a day × 180 days (150 past, 30 ahead) = 1,080 appointments a shop.
const DAYS_BACK = 150;
const DAYS_AHEAD = 30;
const FIRST_DATE = '2027-03-01';
const NOW = new Date('2027-02-28T12:00:00Z');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ZONE = 'Europe/Berlin';

const load = () => loadavg().map((x) => Math.round(x * 100) / 100);
const round = (x: number) => Math.round(x * 100) / 100;

/** Everything a shop's availability reads, for `shops` shops, in a handful of statements. */
async function generate(database: Database, shops: number) {
  const base = `date '${FIRST_DATE}'`;
  const statements = [
    // Foreign-key and version triggers fire per row; the generated rows are consistent by construction.
    `set local session_replication_role = replica`,
    `set local synchronous_commit = off`,
    `insert into shops (name, subdomain, time_zone, min_notice_minutes, live_at)
       select 'Scale Salon ' || i, 'scale-' || i, '${ZONE}', 0, now() from generate_series(1, ${shops}) i`,
    `insert into stylists (shop_id, name, color_index, display_order)
       select s.id, 'Stylist ' || k, k, k from shops s cross join generate_series(0, ${STYLISTS - 1}) k`,
    `insert into services (shop_id, name, duration_minutes, buffer_after_minutes, price_amount, currency)
       select id, 'Cut', 45, 10, 4000, 'EUR' from shops`,
    `insert into service_stylists (shop_id, service_id, stylist_id)
       select sv.shop_id, sv.id, st.id from services sv join stylists st on st.shop_id = sv.shop_id`,
    `insert into working_hours (shop_id, stylist_id, weekday, start_minute, end_minute)
       select st.shop_id, st.id, w, v.s, v.e from stylists st cross join generate_series(1, 6) w
        cross join (values (540, 780), (840, 1140)) v(s, e)`,
    // One visit a stylist a day, at an hour from 9 to 17 that moves from day to day; every tenth cancelled.
    `create temp table gen on commit drop as
       select gen_random_uuid() as id, st.shop_id, st.id as stylist_id, sv.id as service_id, d,
              ((${base} + d)::timestamp + make_interval(hours => 9 + ((d + st.display_order) % 9 + 9) % 9))
                at time zone '${ZONE}' as starts_at
         from stylists st join services sv on sv.shop_id = st.shop_id
        cross join generate_series(${-DAYS_BACK}, ${DAYS_AHEAD - 1}) d`,
    `insert into appointments (id, shop_id, status, source, starts_at, ends_at, price_amount, currency)
       select id, shop_id, case when (d + 1000) % 10 = 3 then 'cancelled' when d < 0 then 'completed' else 'confirmed' end,
              'online', starts_at, starts_at + interval '45 minutes', 4000, 'EUR' from gen`,
    `insert into appointment_items (appointment_id, shop_id, service_id, service_name, stylist_id, position,
                                    starts_at, ends_at, occupied_start, occupied_end, price_amount, active)
       select id, shop_id, service_id, 'Cut', stylist_id, 0, starts_at, starts_at + interval '45 minutes',
              starts_at, starts_at + interval '55 minutes', 4000, (d + 1000) % 10 <> 3 from gen`,
    // A week off every 45 days and a two-hour block every week, per stylist.
    `insert into time_off (shop_id, stylist_id, starts_at, ends_at, category)
       select st.shop_id, st.id, (${base} + d + st.display_order)::timestamp at time zone '${ZONE}',
              (${base} + d + st.display_order + 7)::timestamp at time zone '${ZONE}', 'Vacation'
         from stylists st cross join generate_series(${-DAYS_BACK}, ${DAYS_AHEAD - 1}, 45) d
       union all
       select st.shop_id, st.id, ((${base} + d)::timestamp + interval '15 hours') at time zone '${ZONE}',
              ((${base} + d)::timestamp + interval '17 hours') at time zone '${ZONE}', 'Training'
         from stylists st cross join generate_series(${-DAYS_BACK + 3}, ${DAYS_AHEAD - 1}, 7) d`,
    `insert into schedule_overrides (shop_id, stylist_id, date, intervals)
       select st.shop_id, st.id, ${base} + d + st.display_order % 7, '[{"start":600,"end":960}]'::jsonb
         from stylists st cross join generate_series(${-DAYS_BACK}, ${DAYS_AHEAD - 1}, 14) d`,
    `insert into shop_closures (shop_id, date, name)
       select s.id, ${base} + d + 4, 'Holiday' from shops s cross join generate_series(${-DAYS_BACK}, ${DAYS_AHEAD - 1}, 30) d`,
  ];
  await database.db.transaction(async (tx) => {
    // Building an index once over a million rows is many times faster than growing it row by row
    // (the GiST of the no-overlap constraint above all): they are set aside and rebuilt after.
    const bulk = `'appointments', 'appointment_items', 'time_off', 'schedule_overrides'`;
    const rows = async <T>(text: string) =>
      ((await tx.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
    const constraints = await rows<{ tbl: string; name: string; def: string }>(
      `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
         from pg_constraint where contype = 'x' and conrelid::regclass::text in (${bulk})`,
    );
    const indexes = await rows<{ name: string; def: string }>(
      `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as def from pg_index i
        where indrelid::regclass::text in (${bulk}) and not indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    );
    for (const c of constraints) await tx.execute(sql.raw(`alter table ${c.tbl} drop constraint ${c.name}`));
    for (const i of indexes) await tx.execute(sql.raw(`drop index ${i.name}`));
    for (const statement of statements) await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
    for (const i of indexes) await tx.execute(sql.raw(i.def));
    for (const c of constraints)
      await tx.execute(sql.raw(`alter table ${c.tbl} add constraint ${c.name} ${c.def}`));
  });
  await database.db.execute(sql.raw('vacuum analyze'));
  const [row] = (
    (await database.db.execute(
      sql.raw(`select (select count(*) from appointments)::int as appointments,
                      (select count(*) from appointment_items)::int as items,
                      (select count(*) from time_off)::int as time_off,
                      (select count(*) from schedule_overrides)::int as overrides`),
    )) as unknown as { rows: Record<string, number>[] }
  ).rows;
  return row as Record<string, number>;
}

async function open(label: 'small' | 'large', shops: number) {
  const started = performance.now();
  const { database, drop } = await createScratchDatabase(SERVER_URL as string, {
    prefix: `salon_scale_${label}`,
    migrationsFolder,
    maxConnections: 20,
  });
  await database.migrate();
  const counts = await generate(database, shops);
  const seconds = round((performance.now() - started) / 1000);
  console.log(JSON.stringify({ name: 'availability_scale_data', db: label, shops, ...counts, seconds }));
  const { app } = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database,
    logger: false,
    now: () => NOW,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The same shape of shop in both databases: in the large one, one from the middle.
  const subdomain = `scale-${Math.ceil(shops / 2)}`;
  const { rows } = (await database.db.execute(
    sql`select s.id as shop_id, sv.id as service_id from shops s join services sv on sv.shop_id = s.id
         where s.subdomain = ${subdomain}`,
  )) as unknown as { rows: { shop_id: string; service_id: string }[] };
  const target = rows[0] as { shop_id: string; service_id: string };
  return {
    label,
    shops,
    counts,
    database,
    target,
    url: (days: number) =>
      `${address}/api/public/shops/${subdomain}/availability?services=${target.service_id}&from=${FIRST_DATE}&to=${addDays(FIRST_DATE, days - 1)}`,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

function addDays(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Runs autocannon and keeps every response time, for percentiles finer than whole milliseconds. */
function measure(url: string, connections: number, seconds: number) {
  return new Promise<{ result: autocannon.Result; times: number[] }>((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve({ result, times }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number) : Number.NaN;

const overall = performance.now();
const small = await open('small', 1);
const large = await open('large', LARGE_SHOPS);
const sites = [small, large];

// Warm both: JIT, the shop cache and a prepared statement on every pooled connection.
for (const site of sites) {
  const probe = await fetch(site.url(7));
  const body = (await probe.json()) as { days?: { slots: unknown[] }[] };
  const slots = body.days?.reduce((n, d) => n + d.slots.length, 0) ?? 0;
  if (probe.status !== 200 || slots === 0)
    fail(`availability_scale ${site.label}`, `probe ${probe.status}, ${slots} slots`);
  await measure(site.url(30), 16, 2);
}

type Row = {
  db: string;
  days: number;
  connections: number;
  requests: number;
  requests_per_s: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
};
const results: Row[] = [];
/*
 * The machine is shared: its load changes by the second. Small and large take turns in short
 * rounds and each pools its rounds, so both meet the same load and the ratio stays meaningful.
 */
const ROUNDS = 5;
for (const days of [7, 30]) {
  for (const connections of [1, 16]) {
    const pooled = new Map(sites.map((site) => [site.label, { times: [] as number[], ok: 0, seconds: 0 }]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const site of round % 2 === 0 ? sites : [...sites].reverse()) {
        const { result, times } = await measure(site.url(days), connections, DURATION_S / ROUNDS);
        const failed = result.errors + result.non2xx;
        const name = `availability_scale ${site.label} ${days}d ${connections}c`;
        if (failed > 0)
          fail(name, `${failed} requests failed (non2xx ${result.non2xx}, errors ${result.errors})`);
        const into = pooled.get(site.label) as { times: number[]; ok: number; seconds: number };
        into.times.push(...times);
        into.ok += result['2xx'];
        into.seconds += result.duration;
      }
    }
    for (const site of sites) {
      const { times, ok, seconds } = pooled.get(site.label) as {
        times: number[];
        ok: number;
        seconds: number;
      };
      if (ok === 0) fail(`availability_scale ${site.label} ${days}d ${connections}c`, 'no request succeeded');
      times.sort((a, b) => a - b);
      const row: Row = {
        db: site.label,
        days,
        connections,
        requests: ok,
        requests_per_s: Math.round(ok / seconds),
        p50_ms: round(percentile(times, 0.5)),
        p95_ms: round(percentile(times, 0.95)),
        p99_ms: round(percentile(times, 0.99)),
      };
      results.push(row);
      console.log(
        JSON.stringify({
          name: 'availability_scale',
          ...row,
          shops: site.shops,
          appointments: site.counts.appointments,
          duration_s: DURATION_S,
          load: load(),
        }),
      );
    }
  }
}

const growth = [];
for (const days of [7, 30]) {
  for (const connections of [1, 16]) {
    const s = results.find(
      (r) => r.db === 'small' && r.days === days && r.connections === connections,
    ) as Row;
    const l = results.find(
      (r) => r.db === 'large' && r.days === days && r.connections === connections,
    ) as Row;
    const line = {
      name: 'availability_scale_growth',
      days,
      connections,
      p50_ratio: round(l.p50_ms / s.p50_ms),
      p95_ratio: round(l.p95_ms / s.p95_ms),
      throughput_ratio: round(s.requests_per_s / l.requests_per_s),
    };
    growth.push(line);
    console.log(JSON.stringify(line));
  }
}

console.log('\n| db | days | clients | req/s | p50 ms | p95 ms | p99 ms |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.db} | ${r.days} | ${r.connections} | ${r.requests_per_s} | ${r.p50_ms} | ${r.p95_ms} | ${r.p99_ms} |`,
  );
}
console.log('\n| days | clients | p50 large/small | p95 large/small | req/s small/large |');
console.log('|---|---|---|---|---|');
for (const g of growth) {
  console.log(`| ${g.days} | ${g.connections} | ${g.p50_ratio} | ${g.p95_ratio} | ${g.throughput_ratio} |`);
}
const headline = growth.find((g) => g.days === 7 && g.connections === 1);
const p95At1 = results.find((r) => r.db === 'large' && r.days === 7 && r.connections === 1)?.p95_ms;
console.log(
  `\ntargets (7 days, 1 client): growth ≤ 1.2× → ${headline?.p50_ratio}× p50, ${headline?.p95_ratio}× p95; ` +
    `p95 ≤ 10 ms → ${p95At1} ms on the large database. load ${load().join(' ')}`,
);

// The hot query's plan on the large database for the measured shop's windows.
const pool = (large.database.db as unknown as { $client: import('pg').Pool }).$client;
const query = dynamicScheduleQuery(large.database.db).toSQL();
for (const days of [7, 30]) {
  const values = dynamicScheduleParams({
    shopId: large.target.shop_id,
    range: dayRangeInZone(ZONE, addDays(FIRST_DATE, -1), addDays(FIRST_DATE, days)),
    dates: { from: FIRST_DATE, to: addDays(FIRST_DATE, days - 1) },
    excludeAppointmentId: undefined,
  }) as Record<string, unknown>;
  const params = query.params.map((p) =>
    p && typeof p === 'object' && 'name' in p ? values[(p as { name: string }).name] : p,
  );
  const client = await pool.connect();
  try {
    const plan = await client.query(
      `explain (analyze, costs off, timing off, summary on) ${query.sql}`,
      params,
    );
    console.log(`\nEXPLAIN availability_dynamic, ${days} days, large database:`);
    for (const row of plan.rows as { 'QUERY PLAN': string }[]) console.log(`  ${row['QUERY PLAN']}`);
    if (
      plan.rows.some((r: { 'QUERY PLAN': string }) =>
        /Seq Scan on (appointment_items|time_off|schedule_overrides)/.test(r['QUERY PLAN']),
      )
    ) {
      fail('availability_scale plan', `a sequential scan in the ${days}-day plan`);
    }
  } finally {
    client.release();
  }
}

for (const site of sites) await site.close();
console.log(`\nbench:scale took ${Math.round((performance.now() - overall) / 1000)} s`);
finish();
