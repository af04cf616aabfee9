import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { openInvitationsOfShop } from '../../repositories/stylists.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toInvitation } from './invitation-records.ts';

/** Open invitations (expired ones too, so that they can be sent again or revoked). */
export async function listInvitations(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'ShopMember', shopId);
  const rows = await openInvitationsOfShop(ctx.db, shopId);
  const now = ctx.now();
  const items = rows.map((row) => toInvitation(row, now));
  return { items, total: items.length };
}
