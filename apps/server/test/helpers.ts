import { randomBytes } from 'node:crypto';
import { type Database, desc, eq, mailOutbox, openDatabase, sql } from '@salon/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrationsFolder } from '../src/database.ts';
import type { ServiceContext } from '../src/services/context.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: ServiceContext;
  database: Database;
  close(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite' }, migrationsFolder);
    await database.migrate();
    return { database, drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `salon_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() }, migrationsFolder);
  await database.migrate();
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  options: Partial<Omit<AppOptions, 'database' | 'config'>> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', ...options.env });
  const { app, ctx } = await buildApp({
    ...options,
    config,
    database,
    logger: false,
    webRoot: '/nonexistent',
  });
  await app.ready();
  return {
    app,
    ctx,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Turns a response's Set-Cookie headers into the Cookie header a browser would send next. */
export function cookiesFrom(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  for (const cookie of response.cookies) {
    const expired =
      cookie.maxAge === 0 || (cookie.expires && new Date(cookie.expires).getTime() <= Date.now());
    if (expired || cookie.value === '') jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

export async function signUp(
  app: FastifyInstance,
  email: string,
  password = 'correct horse battery',
  name = 'Test Person',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { email, password, name },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookiesFrom(res), session: res.json() };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookiesFrom(res), session: res.json() };
}

/** The newest mail sent to an address, read from the outbox like a developer would. */
export async function lastMailTo(ctx: ServiceContext, address: string) {
  const [mail] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

export const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

export async function makePlatformAdmin(ctx: ServiceContext, email: string) {
  await ctx.db.execute(
    sql`update users set roles = array['ROLE_ADMIN','ROLE_CUSTOMER'] where email = ${email}`,
  );
}
