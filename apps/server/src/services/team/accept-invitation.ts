import { type AcceptInvitationResponse, type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { claimInvitation, insertMemberUnlessThere, linkStylistLogin } from '../../repositories/stylists.ts';
import { emailOf, usableInvitation } from './invitation-records.ts';

/**
 * Joins the team. Only the invited address may, and a token works once: it is claimed in the
 * same statement that checks it is still open, so two tabs cannot both accept.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  actor: Actor,
  token: string,
): Promise<AcceptInvitationResponse> {
  const { invitation, shopName } = await usableInvitation(ctx, token);
  if (invitation.email !== (await emailOf(ctx, actor))) {
    throw new AppError('InvitationForAnotherAccount', 'This invitation is for another e-mail address', {
      details: { email: invitation.email },
    });
  }
  const now = ctx.now();
  await inTransaction(ctx.db, async (tx) => {
    const claimed = await claimInvitation(tx, { invitationId: invitation.id, userId: actor.id, at: now });
    if (!claimed) throw new AppError('InvitationUsed', 'This invitation was already answered');
    await insertMemberUnlessThere(tx, {
      shopId: invitation.shopId,
      userId: actor.id,
      role: invitation.role,
      readOnly: invitation.readOnly,
    });
    // The stylist meant for this login gets it, unless someone else was linked meanwhile.
    if (invitation.stylistId) {
      await linkStylistLogin(tx, {
        shopId: invitation.shopId,
        stylistId: invitation.stylistId,
        userId: actor.id,
        at: now,
      });
    }
  });
  return { shopId: invitation.shopId, shopName };
}
