import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, type Database } from '@salon/db';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { ServiceContext } from '../src/context.ts';
import { migrationsFolder, openConfiguredDatabase } from '../src/database.ts';
import { subscribe } from './event-stream.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';
import { freePort } from './server-process.ts';

// PgBouncer in transaction mode hands each transaction to whichever server connection is free:
// a LISTEN issued through it listens on a connection someone else gets next, and a session's
// advisory lock is let go of by nobody. DATABASE_LISTEN_URL gives both a direct connection while
// every query goes through the pooler. Debian's pgbouncer, in front of the test server.
const PGBOUNCER = '/usr/sbin/pgbouncer';
const onPostgres = process.env.TEST_DB === 'postgres';
// CI installs pgbouncer; elsewhere a missing one skips these tests rather than failing them.
const runs = onPostgres && (existsSync(PGBOUNCER) || process.env.CI === 'true');

let bouncer: ChildProcess | undefined;
let folder = '';
let scratch: { database: Database; drop: () => Promise<void> } | undefined;
let database: Database | undefined;
let app: FastifyInstance | undefined;
let ctx: ServiceContext | undefined;
let salon: Salon;
let base = '';

/** PgBouncer in transaction mode on a free port, for every database of the test server. */
async function startPgBouncer(server: URL): Promise<URL> {
  folder = mkdtempSync(join(tmpdir(), 'salon-pgbouncer-'));
  chmodSync(folder, 0o777);
  const port = await freePort();
  writeFileSync(join(folder, 'users.txt'), `"${decodeURIComponent(server.username)}" ""\n`);
  writeFileSync(
    join(folder, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(folder, 'users.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 5',
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
  );
  // PgBouncer will not run as root.
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'runuser' : PGBOUNCER;
  const args = asRoot ? ['-u', 'postgres', '--', PGBOUNCER] : [];
  let output = '';
  bouncer = spawn(command, [...args, join(folder, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] });
  bouncer.stdout?.on('data', (chunk) => (output += chunk));
  bouncer.stderr?.on('data', (chunk) => (output += chunk));
  const url = new URL(server);
  url.port = String(port);
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url.toString() });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return url;
    } catch (err) {
      await client.end().catch(() => {});
      if (attempt > 50 || bouncer.exitCode !== null)
        throw new Error(`pgbouncer did not start: ${err}\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

beforeAll(async () => {
  if (!runs) return;
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', {
    prefix: 'salon_bouncer',
    migrationsFolder,
  });
  const name = (
    (await scratch.database.executeSql('select current_database() as name')).rows[0] as { name: string }
  ).name;
  const direct = new URL(process.env.TEST_DATABASE_URL ?? '');
  direct.pathname = `/${name}`;
  const pooled = await startPgBouncer(direct);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATABASE_URL: pooled.toString(),
    DATABASE_LISTEN_URL: direct.toString(),
  });
  // Migrated through the direct connection, which holds the lock; served through the pooler.
  database = await openConfiguredDatabase(config);
  ({ app, ctx } = await buildApp({
    config,
    database,
    logger: false,
    jobs: true,
    webRoot: '/nonexistent',
    now: () => new Date('2026-11-23T07:00:00Z'),
  }));
  await app.ready();
  salon = await createSalon(app, 'bouncer');
  base = await app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  bouncer?.kill('SIGTERM');
  await scratch?.database.close();
  await scratch?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the listen connection of its own', () => {
  it('is refused without DATABASE_URL, naming it', () => {
    expect(() => loadConfig({ DATABASE_LISTEN_URL: 'postgres://postgres@127.0.0.1/salon' })).toThrow(
      /DATABASE_LISTEN_URL needs DATABASE_URL/,
    );
  });

  describe.skipIf(!runs)('with DATABASE_URL through PgBouncer in transaction mode', () => {
    it('serves bookings and tells an open calendar of each at once', async () => {
      const stream = await subscribe(base, salon.cookie, salon.shopId);
      expect(stream.res.status).toBe(200);
      for (const [i, start] of ['2026-11-24T10:00:00+01:00', '2026-11-24T11:00:00+01:00'].entries()) {
        const booked = await bookAsGuest(app as FastifyInstance, salon, start, {
          name: `Guest ${i}`,
          email: `guest${i}@example.com`,
        });
        expect(booked.statusCode, booked.body).toBe(201);
      }
      await expect
        .poll(() => stream.events.filter((e) => e.event === 'appointment.changed').length, {
          timeout: 10_000,
        })
        .toBe(2);
      stream.close();
      // The booking page's free times (a statement the server otherwise keeps prepared).
      const free = await app?.inject({
        url: `/api/public/shops/${salon.subdomain}/availability?services=${salon.services.cut}&from=2026-11-24&to=2026-11-30`,
      });
      expect(free?.statusCode, free?.body).toBe(200);
    });

    it('runs the job queue through the pooler too', async () => {
      // Once pg-boss has started, what waits in its queues is in the figures.
      await expect
        .poll(
          async () =>
            (await ctx?.metrics.registry.metrics())?.includes('salon_jobs_queued{queue="loyalty-expiry"}'),
          {
            timeout: 30_000,
          },
        )
        .toBe(true);
    });
  });
});
