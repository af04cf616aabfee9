import { createHash, randomBytes } from 'node:crypto';
import { refreshTokens, sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/infra/sql.ts';
import { codeFrom, cookiesFrom, createTestApp, lastMailTo, signUp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'vault');
});
afterAll(() => t.close());

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const cookieValue = (cookie: string, name: string) =>
  cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? '';

/** Every row of every table as text, except the outbox, which holds the mails as they were sent. */
async function everythingStored(): Promise<string> {
  const tables = await queryRows<{ table_name: string }>(
    t.ctx.db,
    sql`select table_name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mail_outbox'`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const rows = await queryRows<{ row: string }>(
      t.ctx.db,
      sql`select t::text as row from ${sql.identifier(table_name)} t`,
    );
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

const book = (email: string, start: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    payload: {
      services: [salon.services.cut],
      start,
      stylist: salon.stylists[0]?.id,
      customer: { name: 'Guest', email, phone: '+4930123456' },
    },
  });

describe('what the database keeps of secrets', () => {
  it('holds no refresh token, manage token or e-mail code, nor their plain hashes', async () => {
    const { cookie } = await signUp(t.app, 'keeper@example.com');
    const refreshToken = cookieValue(cookie, 'salon_refreshToken');
    expect(refreshToken.length).toBeGreaterThan(20);

    const booked = await book('guest@example.com', '2026-11-24T10:00:00+01:00');
    expect(booked.statusCode, booked.body).toBe(201);
    const manageToken: string = booked.json().booking.manageToken;

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: 'keeper@example.com' },
    });
    const code = codeFrom((await lastMailTo(t.ctx, 'keeper@example.com'))?.text ?? '');

    const stored = await everythingStored();
    for (const secret of [refreshToken, manageToken]) {
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(sha256(secret));
    }
    const [codeRow] = await queryRows<{ code_hash: string }>(
      t.ctx.db,
      sql`select code_hash from email_codes where email = 'keeper@example.com' and consumed_at is null`,
    );
    expect(codeRow?.code_hash).toBeTruthy();
    for (const plain of [code, sha256(code), sha256(`keeper@example.com:${code}`)])
      expect(codeRow?.code_hash).not.toBe(plain);

    // And what is kept still works.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/bookings/${manageToken}` })).statusCode,
    ).toBe(200);
    const renewed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
    expect(renewed.statusCode).toBe(200);
  });

  it('still honours manage links and sessions stored the old way, and stores them keyed from then on', async () => {
    const booked = await book('oldlink@example.com', '2026-11-24T12:00:00+01:00');
    const id: string = booked.json().booking.id;
    const oldToken = randomBytes(24).toString('base64url');
    await t.ctx.db.execute(
      sql`update appointments set manage_token_hash = ${sha256(oldToken)} where id = ${id}`,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/public/bookings/${oldToken}` })).statusCode).toBe(
      200,
    );
    const [after] = await queryRows<{ manage_token_hash: string }>(
      t.ctx.db,
      sql`select manage_token_hash from appointments where id = ${id}`,
    );
    expect(after?.manage_token_hash).not.toBe(sha256(oldToken));
    expect((await t.app.inject({ method: 'GET', url: `/api/public/bookings/${oldToken}` })).statusCode).toBe(
      200,
    );

    const { session } = await signUp(t.app, 'oldsession@example.com');
    const oldRefresh = randomBytes(32).toString('base64url');
    await t.ctx.db.insert(refreshTokens).values({
      userId: session.user.id,
      familyId: crypto.randomUUID(),
      tokenHash: sha256(oldRefresh),
      expiresAt: new Date(clock.getTime() + 86_400_000),
    });
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `salon_refreshToken=${oldRefresh}` },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const next = cookieValue(cookiesFrom(renewed), 'salon_refreshToken');
    expect(await everythingStored()).not.toContain(sha256(next));
  });
});
