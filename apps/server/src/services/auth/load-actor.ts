import type { Actor, Membership, Role, ShopRole } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { membershipsOfUser } from '../../repositories/shops.ts';
import { rolesOfUser } from '../../repositories/users.ts';

/** The signed-in person with every shop role, read fresh per request so a revoked role stops at once. */
export async function loadActor(ctx: ServiceContext, userId: string): Promise<Actor | null> {
  const user = await rolesOfUser(ctx.db, userId);
  if (!user) return null;
  const memberships = await membershipsOfUser(ctx.db, userId);
  return {
    id: user.id,
    roles: user.roles as Role[],
    memberships: memberships.map((m): Membership => ({ ...m, role: m.role as ShopRole })),
  };
}
