import { inShop } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { abilityFor, isStaffSession, pickShop, type Session } from './session.ts';

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
