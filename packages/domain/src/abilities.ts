import { AbilityBuilder, createMongoAbility, type MongoAbility, subject as tag } from '@casl/ability';
import { type Actor, READ_ONLY, Role, rolesInShop } from './roles.ts';

export const actions = ['manage', 'read', 'create', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

/**
 * Subjects: the spec's screens (Auth, dashboard, calendar) and the shop's entities. A shop-owned
 * subject carries `shopId`, so one rule scoped by shop covers every entity of that shop.
 */
export const subjects = [
  'Auth',
  'dashboard',
  'calendar',
  'Shop',
  'ShopMember',
  /** The shop's customer records: contact details, notes, visits and spend. */
  'Customer',
  'Settings',
  'Platform',
  'Profile',
  'all',
] as const;
export type SubjectName = (typeof subjects)[number];

export interface ShopScoped {
  shopId: string;
}
export interface Owned {
  userId: string;
}

export type AppAbility = MongoAbility<
  [Action, SubjectName | (ShopScoped & { __caslSubjectType__?: string })]
>;

/**
 * Rule set A of the spec: a read-only staff member may only look at the calendar (the
 * appointments with who comes), never the customer records behind them.
 */
const ruleSetA = (can: AbilityBuilder<AppAbility>['can'], shopId: string) => {
  can('read', 'calendar', { shopId });
  can('read', 'Shop', { shopId });
};

/** Rule set B of the spec: staff read Auth, calendar and dashboard, and update the calendar. */
const ruleSetB = (can: AbilityBuilder<AppAbility>['can'], shopId: string) => {
  can('read', ['Auth', 'calendar', 'dashboard'], { shopId });
  can('update', 'calendar', { shopId });
  // Booking for someone means finding, adding and correcting their record.
  can(['read', 'create', 'update'], 'Customer', { shopId });
  can('read', 'Shop', { shopId });
};

/** A stored user as the spec has it: an id and, per shop, the roles list that applies there. */
export interface StoredUser {
  id: string;
  /** Roles outside any shop (ROLE_ADMIN, ROLE_CUSTOMER). */
  roles: readonly string[];
  shops: readonly { shopId: string; roles: readonly string[] }[];
}

/**
 * Abilities built from roles lists, as the spec says: ReadOnly selects the read-only set (A);
 * otherwise ROLE_SHOP_ADMIN the owner's set and ROLE_STAFF the staff set (B).
 */
export function defineAbilityFromRoles(user: StoredUser | null): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (!user) return build();

  can(['read', 'update'], 'Profile', { userId: user.id } as never);
  // Any signed-in person may open a shop of their own and become its owner.
  can('create', 'Shop');

  if (user.roles.includes(Role.Admin)) {
    can('manage', 'all');
    return build();
  }

  for (const { shopId, roles } of user.shops) {
    if (roles.includes(READ_ONLY)) {
      ruleSetA(can, shopId);
    } else if (roles.includes(Role.ShopAdmin)) {
      can('manage', ['Auth', 'dashboard', 'calendar', 'Customer', 'ShopMember', 'Settings'], { shopId });
      can(['read', 'update'], 'Shop', { shopId });
    } else if (roles.includes(Role.Staff)) {
      ruleSetB(can, shopId);
    }
  }
  return build();
}

/** The stored user of an actor: the roles list of each shop they work in. */
export const storedUserOf = (actor: Actor): StoredUser => ({
  id: actor.id,
  roles: actor.roles,
  shops: actor.memberships.map((m) => ({ shopId: m.shopId, roles: rolesInShop(actor, m.shopId) })),
});

export function defineAbilityFor(actor: Actor | null): AppAbility {
  return defineAbilityFromRoles(actor ? storedUserOf(actor) : null);
}

/** Tags a plain object with its subject type so CASL can check its conditions. */
export function inShop<S extends SubjectName>(subjectName: S, shopId: string) {
  return tag(subjectName, { shopId }) as ShopScoped & { __caslSubjectType__: S };
}

/** True when the actor may enter the staff area (`/api/admin`, the admin app) at all. */
export function isStaff(actor: Actor | null): boolean {
  return !!actor && (actor.roles.includes(Role.Admin) || actor.memberships.length > 0);
}
