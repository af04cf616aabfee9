import type { Actor, MemberResponse, ShopRole } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { membersOfShop } from '../../repositories/stylists.ts';
import { assertCan } from '../shared/assert-can.ts';

export async function listMembers(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'ShopMember', shopId);
  const rows = await membersOfShop(ctx.db, shopId);
  const items = rows.map((row): MemberResponse => ({ ...row, role: row.role as ShopRole }));
  return { items, total: items.length };
}
