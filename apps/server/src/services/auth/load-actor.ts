import { eq, shopMembers, users } from '@salon/db';
import type { Actor, Membership, Role, ShopRole } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';

/** The signed-in person with every shop role, read fresh per request so a revoked role stops at once. */
export async function loadActor(ctx: ServiceContext, userId: string): Promise<Actor | null> {
  const [user] = await ctx.db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const memberships = await ctx.db
    .select({ shopId: shopMembers.shopId, role: shopMembers.role, readOnly: shopMembers.readOnly })
    .from(shopMembers)
    .where(eq(shopMembers.userId, userId));
  return {
    id: user.id,
    roles: user.roles as Role[],
    memberships: memberships.map((m): Membership => ({ ...m, role: m.role as ShopRole })),
  };
}
