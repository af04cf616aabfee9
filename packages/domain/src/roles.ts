export const Role = {
  Admin: 'ROLE_ADMIN',
  ShopAdmin: 'ROLE_SHOP_ADMIN',
  Customer: 'ROLE_CUSTOMER',
  Staff: 'ROLE_STAFF',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** The flag that, in a staff member's roles list, selects the read-only rule set. */
export const READ_ONLY = 'ReadOnly';

export const shopRoles = [Role.ShopAdmin, Role.Staff] as const;
export type ShopRole = (typeof shopRoles)[number];

export interface Membership {
  shopId: string;
  role: ShopRole;
  readOnly: boolean;
}

export interface Actor {
  id: string;
  /** Platform-wide roles: ROLE_ADMIN and/or ROLE_CUSTOMER. */
  roles: readonly Role[];
  memberships: readonly Membership[];
}

/** The roles list of an actor within one shop, as the spec's stored user carries it. */
export function rolesInShop(actor: Actor, shopId: string | null): string[] {
  const roles: string[] = [...actor.roles];
  const membership = shopId ? actor.memberships.find((m) => m.shopId === shopId) : undefined;
  if (membership) {
    roles.push(membership.role);
    if (membership.readOnly) roles.push(READ_ONLY);
  }
  return roles;
}
