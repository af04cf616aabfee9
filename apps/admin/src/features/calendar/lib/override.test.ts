import { defineAbilityFor, Role } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { mayBookOutsideHours } from './override.ts';

const shopId = '00000000-0000-4000-8000-000000000001';
const staff = (role: typeof Role.ShopAdmin | typeof Role.Staff, readOnly: boolean) =>
  defineAbilityFor({ id: 'u1', roles: [], memberships: [{ shopId, role, readOnly }] });

describe('booking outside working hours', () => {
  it('is for owners and staff who may change the calendar', () => {
    expect(mayBookOutsideHours(staff(Role.ShopAdmin, false), shopId)).toBe(true);
    expect(mayBookOutsideHours(staff(Role.Staff, false), shopId)).toBe(true);
  });

  it('is not for read-only staff, nor in another shop', () => {
    expect(mayBookOutsideHours(staff(Role.Staff, true), shopId)).toBe(false);
    expect(mayBookOutsideHours(staff(Role.ShopAdmin, false), '00000000-0000-4000-8000-000000000002')).toBe(
      false,
    );
  });
});
