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

/**
 * The roles list of an actor within one shop, as the spec's stored user carries it: the shop
 * role (ROLE_SHOP_ADMIN for an owner or manager, ROLE_STAFF with ReadOnly when they may only
 * look) where they work, ROLE_CUSTOMER where they do not, ROLE_ADMIN for the platform operator.
 */
export function rolesInShop(actor: Pick<Actor, 'roles' | 'memberships'>, shopId: string | null): string[] {
  const membership = shopId ? actor.memberships.find((m) => m.shopId === shopId) : undefined;
  const platform = actor.roles.filter((role) => role === Role.Admin);
  if (!membership) return [...platform, ...(actor.roles.includes(Role.Customer) ? [Role.Customer] : [])];
  return [...platform, membership.role, ...(membership.readOnly ? [READ_ONLY] : [])];
}
