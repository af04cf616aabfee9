import { sql } from '@salon/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionError } from '../src/infra/pg-errors.ts';
import { queryRows } from '../src/infra/sql.ts';
import { subscribe } from './event-stream.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { bookAsGuest, createSalon } from './salon-fixture.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-23T07:00:00Z') });
});
afterAll(() => t.close());

/** Makes the database handle fail its next statements the way a lost connection does. */
function failingExecute(err: Error) {
  const original = t.ctx.db.execute;
  t.ctx.db.execute = (() => Promise.reject(err)) as unknown as typeof original;
  return () => {
    t.ctx.db.execute = original;
  };
}

describe('while the database is away', () => {
  const lost = [
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    new Error('Connection terminated unexpectedly'),
    new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
  ];
  for (const err of lost) {
    it(`answers 503 ServiceUnavailable with Retry-After for "${err.message}"`, async () => {
      const restore = failingExecute(err);
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('2');
        expect(res.json()).toEqual({
          error: { code: 'ServiceUnavailable', message: expect.any(String) },
        });
        expect(res.body).not.toContain('terminat');
        // A balancer's readiness probe hears the same; liveness does not ask the database.
        const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({ error: { code: 'ServiceUnavailable', message: expect.any(String) } });
        const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
        expect(live.statusCode).toBe(200);
        expect(live.json()).toEqual({ status: 'live' });
      } finally {
        restore();
      }
    });
  }

  it('answers 409 ChangedMeanwhile when a record the request names was deleted meanwhile (foreign key)', async () => {
    const fkRace = Object.assign(new Error('insert or update on table "appointments" violates foreign key'), {
      code: '23503',
    });
    const restore = failingExecute(new Error('Failed query: insert into appointments', { cause: fkRace }));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: { code: 'ChangedMeanwhile', message: expect.any(String) } });
      expect(res.body).not.toContain('appointments');
    } finally {
      restore();
    }
  });

  for (const code of ['40P01', '40001']) {
    it(`answers 503 ServiceUnavailable with Retry-After for a ${code} that outlasted its retries`, async () => {
      const collided = Object.assign(new Error('deadlock detected'), { code });
      const restore = failingExecute(
        new Error('Failed query: insert into appointment_items', { cause: collided }),
      );
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.json()).toEqual({ error: { code: 'ServiceUnavailable', message: expect.any(String) } });
        expect(res.body).not.toContain('deadlock');
      } finally {
        restore();
      }
    });
  }

  for (const code of ['22021', '22P05']) {
    it(`answers 400 naming the field for text the database cannot store (${code})`, async () => {
      const unstorable = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code,
      });
      const restore = failingExecute(new Error('Failed query: select', { cause: unstorable }));
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/health?probe=a%00b' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: {
            code: 'ValidationError',
            message: expect.any(String),
            details: [{ path: 'query.probe', message: expect.any(String) }],
          },
        });
        expect(res.body).not.toContain('UTF8');
      } finally {
        restore();
      }
    });
  }

  it('still answers 500 for a statement that fails for another reason', async () => {
    const restore = failingExecute(Object.assign(new Error('syntax error'), { code: '42601' }));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe('InternalError');
    } finally {
      restore();
    }
  });
});

describe.skipIf(!onPostgres)('PostgreSQL ending the server’s sessions', () => {
  async function terminateOthers(waitForSleeper = true) {
    const [row] = await queryRows<{ name: string }>(t.ctx.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${row?.name}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      // Waits until the transaction below is really running on the server.
      for (let i = 0; waitForSleeper && i < 100; i++) {
        const { rows } = await admin.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and query like '%pg_sleep%' and pid <> pg_backend_pid()`,
        );
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    } finally {
      await admin.end();
    }
  }

  it('keeps the process up when a checked-out connection dies mid-transaction, and recovers', async () => {
    const pending = t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(10)`);
    });
    const outcome = pending.then(
      () => 'committed',
      (err: unknown) => err,
    );
    await terminateOthers();
    const err = await outcome;
    expect(isConnectionError(err)).toBe(true);
    // Give the dead socket's 'end' and 'error' events time to fire: unhandled, they end the process.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('listens again after its LISTEN connection is ended, reports it in health and tells open pages to resync', async () => {
    const salon = await createSalon(t.app, 'relisten');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await subscribe(base, salon.cookie, salon.shopId);
    try {
      expect(stream.res.status).toBe(200);
      await terminateOthers(false);
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json(), {
          interval: 5,
          timeout: 2000,
        })
        .toMatchObject({ status: 'degraded', listener: 'down' });
      await expect.poll(() => stream.events.map((e) => e.event), { timeout: 5000 }).toContain('resync');
      expect(stream.events.find((e) => e.event === 'resync')?.data).toEqual({
        shopId: salon.shopId,
        type: 'resync',
      });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', listener: 'up' });

      const booked = await bookAsGuest(t.app, salon, '2026-11-24T10:00:00+01:00', {
        name: 'After Restart',
        email: 'after.restart@example.com',
      });
      expect(booked.statusCode).toBe(201);
      await expect
        .poll(() => stream.events.find((e) => e.event === 'appointment.changed')?.data.appointmentId, {
          timeout: 2000,
        })
        .toBe(booked.json().booking.id);
    } finally {
      stream.close();
    }
  });
});
