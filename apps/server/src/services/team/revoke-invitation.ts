import { and, eq, shopInvitations } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { openInvitation } from './invitation-records.ts';

export async function revokeInvitation(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, invitationId }: { shopId: string; invitationId: string },
): Promise<void> {
  assertCan(actor, 'delete', 'ShopMember', shopId);
  const [row] = await ctx.db
    .update(shopInvitations)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(shopInvitations.id, invitationId), eq(shopInvitations.shopId, shopId), openInvitation))
    .returning({ id: shopInvitations.id });
  if (!row) throw new AppError('InvitationNotFound', 'No such open invitation');
}
