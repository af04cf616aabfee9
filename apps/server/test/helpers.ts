import { readFile } from 'node:fs/promises';
import { createScratchDatabase, type Database, desc, eq, mailOutbox, openDatabase, sql } from '@salon/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { ServiceContext } from '../src/context.ts';
import { migrationsFolder } from '../src/database.ts';
import type { NotificationSender } from '../src/jobs/notification-sender.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: ServiceContext;
  database: Database;
  notifications: NotificationSender;
  close(): Promise<void>;
}

let template: Promise<Blob> | undefined;
/** The migrated embedded database all of this file's start from (see `pglite-template.ts`). */
function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return template;
}

/** A fresh, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite', copyOf: await pgliteTemplate() }, migrationsFolder);
    // A no-op on the template's copy; it still checks the copy has every migration.
    await database.migrate();
    return { database, drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(serverUrl, { prefix: 'salon_test', migrationsFolder });
  await scratch.database.migrate();
  return scratch;
}

export async function createTestApp(
  options: Partial<Omit<AppOptions, 'database' | 'config'>> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', ...options.env });
  const { app, ctx, notifications } = await buildApp({
    ...options,
    config,
    database,
    logger: false,
    webRoot: options.webRoot ?? '/nonexistent',
  });
  await app.ready();
  return {
    app,
    ctx,
    database,
    notifications,
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

/** Signs a person in with the one-time code mailed to them, as staff without a password do. */
export async function signInByCode(
  app: FastifyInstance,
  ctx: ServiceContext,
  email: string,
): Promise<string> {
  await app.inject({ method: 'POST', url: '/api/auth/email-code', payload: { email } });
  const mail = await lastMailTo(ctx, email);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/email-code/verify',
    payload: { email, code: codeFrom(mail?.text ?? '') },
  });
  if (res.statusCode !== 200) throw new Error(`code sign-in failed: ${res.statusCode} ${res.body}`);
  return cookiesFrom(res);
}

/** The token of the newest invitation link mailed to an address. */
export async function invitationTokenFor(ctx: ServiceContext, email: string): Promise<string> {
  const mail = await lastMailTo(ctx, email);
  return /\/admin\/invitations\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

/**
 * Puts a person on a shop's team the way it happens for real: the owner invites the address,
 * the person signs in (a session cookie may be given) and accepts the mailed link.
 */
export async function addTeamMember(
  app: FastifyInstance,
  ctx: ServiceContext,
  owner: { cookie: string; shopId: string },
  invite: { email: string; role?: string; readOnly?: boolean; stylistId?: string },
  cookie?: string,
): Promise<{ cookie: string; userId: string }> {
  const invited = await app.inject({
    method: 'POST',
    url: `/api/admin/shops/${owner.shopId}/invitations`,
    headers: { cookie: owner.cookie },
    payload: invite,
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const token = await invitationTokenFor(ctx, invite.email);
  const session = cookie ?? (await signInByCode(app, ctx, invite.email));
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/me/invitations/accept',
    headers: { cookie: session },
    payload: { token },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session } });
  return { cookie: session, userId: me.json().user.id };
}

/** Makes a new account a member of a shop directly, as an accepted invitation would. */
export async function joinShop(
  app: FastifyInstance,
  ctx: ServiceContext,
  shopId: string,
  email: string,
  member: { role?: 'ROLE_SHOP_ADMIN' | 'ROLE_STAFF'; readOnly?: boolean } = {},
) {
  const { session } = await signUp(app, email);
  await ctx.db.execute(
    sql`insert into shop_members (shop_id, user_id, role, read_only)
        values (${shopId}, ${session.user.id}, ${member.role ?? 'ROLE_STAFF'}, ${member.readOnly ?? false})`,
  );
  return signIn(app, email, 'correct horse battery');
}
