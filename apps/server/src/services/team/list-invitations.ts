import { and, asc, eq, shopInvitations } from '@salon/db';
import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { openInvitation, toInvitation } from './invitation-records.ts';

/** Open invitations (expired ones too, so that they can be sent again or revoked). */
export async function listInvitations(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'ShopMember', shopId);
  const rows = await ctx.db
    .select()
    .from(shopInvitations)
    .where(and(eq(shopInvitations.shopId, shopId), openInvitation))
    .orderBy(asc(shopInvitations.createdAt));
  const now = ctx.now();
  const items = rows.map((row) => toInvitation(row, now));
  return { items, total: items.length };
}
