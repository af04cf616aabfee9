import { describe, expect, it } from 'vitest';
import { defineAbilityFor, defineAbilityFromRoles, inShop, isStaff } from './abilities.ts';
import { type Actor, rolesInShop } from './roles.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const actor = (partial: Partial<Actor>): Actor => ({
  id: 'u1',
  roles: ['ROLE_CUSTOMER'],
  memberships: [],
  ...partial,
});

describe('abilities', () => {
  it('gives a read-only staff member rule set A: read calendar only', () => {
    const ability = defineAbilityFor(
      actor({ memberships: [{ shopId: A, role: 'ROLE_STAFF', readOnly: true }] }),
    );
    expect(ability.can('read', inShop('calendar', A))).toBe(true);
    expect(ability.can('update', inShop('calendar', A))).toBe(false);
    expect(ability.can('read', inShop('dashboard', A))).toBe(false);
    expect(ability.can('read', inShop('Auth', A))).toBe(false);
    expect(ability.can('read', inShop('Customer', A))).toBe(false);
  });

  it('gives a staff member rule set B: read Auth, calendar, dashboard; update calendar', () => {
    const ability = defineAbilityFor(
      actor({ memberships: [{ shopId: A, role: 'ROLE_STAFF', readOnly: false }] }),
    );
    for (const subject of ['Auth', 'calendar', 'dashboard'] as const)
      expect(ability.can('read', inShop(subject, A))).toBe(true);
    expect(ability.can('update', inShop('calendar', A))).toBe(true);
    expect(ability.can('read', inShop('Customer', A))).toBe(true);
    expect(ability.can('update', inShop('Customer', A))).toBe(true);
    expect(ability.can('delete', inShop('calendar', A))).toBe(false);
    expect(ability.can('update', inShop('Shop', A))).toBe(false);
    expect(ability.can('create', inShop('ShopMember', A))).toBe(false);
  });

  it('scopes every rule to the member shop', () => {
    const ability = defineAbilityFor(
      actor({ memberships: [{ shopId: A, role: 'ROLE_SHOP_ADMIN', readOnly: false }] }),
    );
    expect(ability.can('update', inShop('Shop', A))).toBe(true);
    expect(ability.can('create', inShop('ShopMember', A))).toBe(true);
    expect(ability.can('read', inShop('calendar', B))).toBe(false);
    expect(ability.can('read', inShop('Shop', B))).toBe(false);
  });

  it('lets the platform admin do everything, a customer nothing in any shop', () => {
    const admin = defineAbilityFor(actor({ roles: ['ROLE_ADMIN'] }));
    expect(admin.can('delete', inShop('Shop', B))).toBe(true);
    expect(admin.can('read', 'Platform')).toBe(true);
    const customer = defineAbilityFor(actor({}));
    expect(customer.can('read', inShop('calendar', A))).toBe(false);
    expect(customer.can('create', 'Shop')).toBe(true);
    expect(customer.can('read', 'Platform')).toBe(false);
    expect(isStaff(actor({}))).toBe(false);
    expect(isStaff(null)).toBe(false);
    expect(defineAbilityFor(null).can('create', 'Shop')).toBe(false);
  });

  it('lists the roles a shop sees, with ReadOnly for read-only staff', () => {
    const a = actor({ memberships: [{ shopId: A, role: 'ROLE_STAFF', readOnly: true }] });
    expect(rolesInShop(a, A)).toEqual(['ROLE_STAFF', 'ReadOnly']);
    expect(rolesInShop(a, B)).toEqual(['ROLE_CUSTOMER']);
    const owner = actor({ memberships: [{ shopId: A, role: 'ROLE_SHOP_ADMIN', readOnly: false }] });
    expect(rolesInShop(owner, A)).toEqual(['ROLE_SHOP_ADMIN']);
    expect(rolesInShop(actor({ roles: ['ROLE_ADMIN', 'ROLE_CUSTOMER'] }), null)).toEqual([
      'ROLE_ADMIN',
      'ROLE_CUSTOMER',
    ]);
  });

  it('builds abilities from a stored roles list: ReadOnly selects the read-only set', () => {
    const fromRoles = (roles: string[]) =>
      defineAbilityFromRoles({ id: 'u1', roles: ['ROLE_CUSTOMER'], shops: [{ shopId: A, roles }] });
    expect(fromRoles(['ROLE_SHOP_ADMIN']).can('manage', inShop('Settings', A))).toBe(true);
    expect(fromRoles(['ROLE_STAFF']).can('update', inShop('calendar', A))).toBe(true);
    const readOnly = fromRoles(['ROLE_STAFF', 'ReadOnly']);
    expect(readOnly.can('read', inShop('calendar', A))).toBe(true);
    expect(readOnly.can('update', inShop('calendar', A))).toBe(false);
    expect(fromRoles(['ROLE_CUSTOMER']).can('read', inShop('calendar', A))).toBe(false);
  });
});
