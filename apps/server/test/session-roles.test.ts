import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, joinShop, signIn, signUp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

let t: TestApp;
let salon: Salon;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-23T07:00:00Z') });
  salon = await createSalon(t.app, 'roles');
});
afterAll(() => t.close());

const userData = (res: LightMyRequestResponse) =>
  JSON.parse(res.cookies.find((c) => c.name.endsWith('userData'))?.value ?? '{}');
const signInAnswer = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: 'correct horse battery' },
  });

describe('the stored user’s roles list', () => {
  it('says ROLE_SHOP_ADMIN for the owner, in the sign-in answer, the userData cookie and /me', async () => {
    const res = await signInAnswer('owner-roles@example.com');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.roles).toEqual(['ROLE_SHOP_ADMIN']);
    expect(res.json().shops).toEqual([
      expect.objectContaining({ id: salon.shopId, role: 'ROLE_SHOP_ADMIN', roles: ['ROLE_SHOP_ADMIN'] }),
    ]);
    expect(userData(res).roles).toEqual(['ROLE_SHOP_ADMIN']);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: salon.cookie } });
    expect(me.json().user.roles).toEqual(['ROLE_SHOP_ADMIN']);
  });

  it('says ReadOnly for read-only staff, and their abilities are the read-only set', async () => {
    await joinShop(t.app, t.ctx, salon.shopId, 'viewer-roles@example.com', { readOnly: true });
    const res = await signInAnswer('viewer-roles@example.com');
    expect(res.json().user.roles).toEqual(['ROLE_STAFF', 'ReadOnly']);
    expect(userData(res).roles).toEqual(['ROLE_STAFF', 'ReadOnly']);
    const cookie = (await signIn(t.app, 'viewer-roles@example.com', 'correct horse battery')).cookie;
    const dashboard = await t.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${salon.shopId}/dashboard?from=2026-11-23&to=2026-11-29`,
      headers: { cookie },
    });
    expect(dashboard.statusCode).toBe(403);
  });

  it('says ROLE_CUSTOMER for a customer, and the roles of the shop asked for when there are several', async () => {
    const { session } = await signUp(t.app, 'client-roles@example.com');
    expect(session.user.roles).toEqual(['ROLE_CUSTOMER']);

    const other = await createSalon(t.app, 'roles-two');
    await joinShop(t.app, t.ctx, other.shopId, 'two-shops@example.com');
    await t.ctx.db.execute(
      `insert into shop_members (shop_id, user_id, role, read_only)
       select '${salon.shopId}', id, 'ROLE_SHOP_ADMIN', false from users where email = 'two-shops@example.com'`,
    );
    const { cookie } = await signIn(t.app, 'two-shops@example.com', 'correct horse battery');
    const me = (tenant: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: `${cookie.replace(/\w*tenantId=[^;]*(; )?/, '')}; salon_tenantId=${tenant}` },
      });
    expect((await me(salon.shopId)).json().user.roles).toEqual(['ROLE_SHOP_ADMIN']);
    expect((await me(other.shopId)).json().user.roles).toEqual(['ROLE_STAFF']);
  });
});
