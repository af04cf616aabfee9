import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { revokeOpenInvitation } from '../../repositories/stylists.ts';
import { assertCan } from '../shared/assert-can.ts';

export async function revokeInvitation(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, invitationId }: { shopId: string; invitationId: string },
): Promise<void> {
  assertCan(actor, 'delete', 'ShopMember', shopId);
  const revoked = await revokeOpenInvitation(ctx.db, { shopId, invitationId }, ctx.now());
  if (!revoked) throw new AppError('InvitationNotFound', 'No such open invitation');
}
