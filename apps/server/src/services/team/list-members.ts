import { asc, eq, shopMembers, users } from '@salon/db';
import type { Actor, MemberResponse, ShopRole } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';

const memberColumns = {
  userId: users.id,
  email: users.email,
  name: users.name,
  role: shopMembers.role,
  readOnly: shopMembers.readOnly,
};

export async function listMembers(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'ShopMember', shopId);
  const rows = await ctx.db
    .select(memberColumns)
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(eq(shopMembers.shopId, shopId))
    .orderBy(asc(users.name));
  const items = rows.map((row): MemberResponse => ({ ...row, role: row.role as ShopRole }));
  return { items, total: items.length };
}
