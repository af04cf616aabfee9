/**
 * `availability_http` and `booking_race`: the public endpoints under load, on PGlite and, when
 * BENCH_DATABASE_URL is set, on PostgreSQL. Prints one JSON object per line.
 */
import { createScratchDatabase, openDatabase, sql } from '@salon/db';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrationsFolder } from '../apps/server/src/database.ts';
import { queryRows } from '../apps/server/src/infra/sql.ts';
import { checkLoad, fail, finish } from './outcome.ts';
import { seedBenchShop } from './seed-bench-shop.ts';

const FIRST_DATE = '2027-03-01';
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function run(kind: 'pglite' | 'postgres') {
  const { database, drop } =
    kind === 'postgres'
      ? await createScratchDatabase(process.env.BENCH_DATABASE_URL as string, {
          prefix: 'salon_bench',
          migrationsFolder,
          maxConnections: 20,
        })
      : { database: await openDatabase({ kind: 'pglite' }, migrationsFolder), drop: async () => {} };
  await database.migrate();
  const seeded = await seedBenchShop(database.db, {
    firstDate: FIRST_DATE,
    days: 30,
    stylistCount: 20,
    appointmentCount: 2000,
  });
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const { app, ctx } = await buildApp({
    config,
    database,
    logger: false,
    now: () => new Date('2027-02-28T12:00:00Z'),
    rateLimits: { bookingPerIp: { limit: 1_000_000, windowSeconds: 60 } },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  for (const days of [1, 7]) {
    const to = new Date(Date.parse(`${FIRST_DATE}T00:00:00Z`) + (days - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const url = `${address}/api/public/shops/${seeded.shop.subdomain}/availability?services=${seeded.serviceId}&from=${FIRST_DATE}&to=${to}`;
    const probe = await fetch(url);
    const body = (await probe.json()) as { days?: { slots: unknown[] }[] };
    const bytes = JSON.stringify(body).length;
    const slots = body.days?.reduce((n, d) => n + d.slots.length, 0) ?? 0;
    const name = `availability_http ${kind} ${days}d`;
    if (probe.status !== 200) fail(name, `the probe answered ${probe.status}`);
    else if (slots === 0) fail(name, 'the probe answered no slots');
    const result = await autocannon({ url, connections: 50, duration: DURATION_S });
    const { ok, failed } = checkLoad(name, result);
    console.log(
      JSON.stringify({
        name: 'availability_http',
        db: kind,
        days_per_request: days,
        stylists: 20,
        appointments: seeded.appointments,
        connections: 50,
        duration_s: DURATION_S,
        requests_per_s: Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        ok: ok,
        failed,
        slots,
        response_bytes: bytes,
      }),
    );
  }

  // booking_race: 200 customers at once for 10 starts with "Anyone" and for one chosen stylist.
  const starts = Array.from(
    { length: 10 },
    (_, i) => `2027-03-02T${String(9 + i).padStart(2, '0')}:00:00+01:00`,
  );
  const attempts = Array.from({ length: 200 }, (_, i) => ({
    services: [seeded.serviceId],
    start: starts[i % starts.length],
    stylist: i % 2 === 0 ? 'any' : seeded.stylistIds[0],
    customer: { name: `Racer ${i}`, email: `racer${i}@bench.example`, phone: '+4930123456' },
  }));
  const started = performance.now();
  // Every answer is kept: a refused connection counts as "error", every status by its number.
  const responses = await Promise.all(
    attempts.map((body) =>
      fetch(`${address}/api/public/shops/${seeded.shop.subdomain}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(
        (r) => String(r.status),
        () => 'error',
      ),
    ),
  );
  const statuses: Record<string, number> = {};
  for (const status of [...responses].sort()) statuses[status] = (statuses[status] ?? 0) + 1;
  const [overlaps] = await queryRows<{ n: string | number }>(
    ctx.db,
    sql`select count(*) as n from appointment_items a join appointment_items b
        on a.stylist_id = b.stylist_id and a.id < b.id and a.active and b.active
       and tstzrange(a.occupied_start, a.occupied_end) && tstzrange(b.occupied_start, b.occupied_end)`,
  );
  const successes = statuses['201'] ?? 0;
  const serverErrors = responses.filter((s) => s === 'error' || Number(s) >= 500).length;
  const other = responses.length - successes - (statuses['409'] ?? 0);
  const race = `booking_race ${kind}`;
  if (successes === 0) fail(race, 'no booking succeeded');
  if (Number(overlaps?.n ?? 0) > 0) fail(race, 'double bookings were stored');
  if (serverErrors > 0) fail(race, `${serverErrors} answers were server errors: ${JSON.stringify(statuses)}`);
  if (other > serverErrors) fail(race, `answers other than 201 and 409: ${JSON.stringify(statuses)}`);
  console.log(
    JSON.stringify({
      name: 'booking_race',
      db: kind,
      attempts: attempts.length,
      successes,
      refused_slot_taken: statuses['409'] ?? 0,
      other,
      statuses,
      double_bookings: Number(overlaps?.n ?? 0),
      ms: Math.round(performance.now() - started),
    }),
  );

  await app.close();
  await database.close();
  await drop();
}

await run('pglite');
if (process.env.BENCH_DATABASE_URL) await run('postgres');
finish();
