import { inShop } from '@salon/domain';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { abilityFor, fetchSession, isStaffSession, pickShop, type Session } from './session.ts';

const shopA = '00000000-0000-4000-8000-00000000000a';
const shopB = '00000000-0000-4000-8000-00000000000b';

const session = (roles: string[], shops: Session['shops']): Session => ({
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'a@b.c', name: 'Ana', locale: 'pt', roles },
  shops,
});
const shop = (id: string, role: 'ROLE_SHOP_ADMIN' | 'ROLE_STAFF', readOnly = false) => ({
  id,
  name: id,
  subdomain: 'x',
  timeZone: 'Europe/Lisbon',
  role,
  readOnly,
  roles: readOnly ? [role, 'ReadOnly'] : [role],
});

describe('abilityFor', () => {
  it('lets a shop admin and full staff read the dashboard of their shop only', () => {
    const admin = abilityFor(session(['ROLE_CUSTOMER'], [shop(shopA, 'ROLE_SHOP_ADMIN')]));
    expect(admin.can('read', inShop('dashboard', shopA))).toBe(true);
    expect(admin.can('read', inShop('dashboard', shopB))).toBe(false);
    const staff = abilityFor(session([], [shop(shopA, 'ROLE_STAFF')]));
    expect(staff.can('read', inShop('dashboard', shopA))).toBe(true);
  });

  it('gives read-only staff the calendar and no dashboard', () => {
    const ability = abilityFor(session([], [shop(shopA, 'ROLE_STAFF', true)]));
    expect(ability.can('read', inShop('calendar', shopA))).toBe(true);
    expect(ability.can('read', inShop('dashboard', shopA))).toBe(false);
  });

  it('builds the abilities from the roles lists the server stored, as the spec says', () => {
    const listed = { ...shop(shopA, 'ROLE_STAFF'), roles: ['ROLE_STAFF', 'ReadOnly'] };
    const ability = abilityFor(session(['ROLE_STAFF', 'ReadOnly'], [listed]));
    expect(ability.can('read', inShop('calendar', shopA))).toBe(true);
    expect(ability.can('update', inShop('calendar', shopA))).toBe(false);
  });

  it('ignores unknown role strings and allows nothing without a session', () => {
    expect(abilityFor(session(['ROLE_WIZARD'], [])).can('read', inShop('dashboard', shopA))).toBe(false);
    expect(abilityFor(null).rules).toEqual([]);
  });
});

describe('isStaffSession', () => {
  it('is false for a plain customer, true for members and platform admins', () => {
    expect(isStaffSession(session(['ROLE_CUSTOMER'], []))).toBe(false);
    expect(isStaffSession(session(['ROLE_CUSTOMER'], [shop(shopA, 'ROLE_STAFF', true)]))).toBe(true);
    expect(isStaffSession(session(['ROLE_ADMIN'], []))).toBe(true);
    expect(isStaffSession(null)).toBe(false);
  });
});

describe('pickShop', () => {
  it('keeps the stored shop while the user belongs to it, else the first', () => {
    const shops = [shop(shopA, 'ROLE_STAFF'), shop(shopB, 'ROLE_SHOP_ADMIN')];
    expect(pickShop(shops, shopB)?.id).toBe(shopB);
    expect(pickShop(shops, 'gone')?.id).toBe(shopA);
    expect(pickShop([], shopA)).toBeNull();
  });
});

describe('fetchSession', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const signedIn = session(['ROLE_CUSTOMER'], []);
  function server(answers: Record<string, () => Response>) {
    const urls: string[] = [];
    const fetch = vi.fn(async (url: string) => {
      urls.push(url);
      const answer = answers[url];
      if (!answer) throw new Error(`unexpected ${url}`);
      return answer();
    });
    return { client: createApiClient({ fetch }), urls };
  }

  it('answers null for a visitor after one request, with no refresh tried later either', async () => {
    const { client, urls } = server({
      '/api/auth/me': () => json(200, { user: null, refresh: false }),
      '/api/x': () => json(401, { error: { code: 'error.http.401', message: '' } }),
    });
    expect(await fetchSession(undefined, client)).toBeNull();
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(urls).toEqual(['/api/auth/me', '/api/x']);
  });

  it('renews the session when the server says a refresh cookie is there', async () => {
    const { client, urls } = server({
      '/api/auth/me': () => json(200, { user: null, refresh: true }),
      '/api/auth/refresh': () => json(200, signedIn),
    });
    expect(await fetchSession(undefined, client)).toEqual(signedIn);
    expect(urls).toEqual(['/api/auth/me', '/api/auth/refresh']);
  });

  it('answers null when the refresh cookie no longer works', async () => {
    const { client } = server({
      '/api/auth/me': () => json(200, { user: null, refresh: true }),
      '/api/auth/refresh': () => json(401, { error: { code: 'TokenIsExpired', message: '' } }),
    });
    expect(await fetchSession(undefined, client)).toBeNull();
  });

  it('returns the signed-in session as it is', async () => {
    const { client, urls } = server({ '/api/auth/me': () => json(200, signedIn) });
    expect(await fetchSession(undefined, client)).toEqual(signedIn);
    expect(urls).toEqual(['/api/auth/me']);
  });
});
