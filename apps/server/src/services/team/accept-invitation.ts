import { and, eq, gt, isNull, shopInvitations, shopMembers, stylists } from '@salon/db';
import { type AcceptInvitationResponse, type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { emailOf, openInvitation, usableInvitation } from './invitation-records.ts';

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
    const [claimed] = await tx
      .update(shopInvitations)
      .set({ acceptedAt: now, acceptedBy: actor.id })
      .where(and(eq(shopInvitations.id, invitation.id), openInvitation, gt(shopInvitations.expiresAt, now)))
      .returning({ id: shopInvitations.id });
    if (!claimed) throw new AppError('InvitationUsed', 'This invitation was already answered');
    await tx
      .insert(shopMembers)
      .values({
        shopId: invitation.shopId,
        userId: actor.id,
        role: invitation.role,
        readOnly: invitation.readOnly,
      })
      .onConflictDoNothing();
    // The stylist meant for this login gets it, unless someone else was linked meanwhile.
    if (invitation.stylistId) {
      await tx
        .update(stylists)
        .set({ userId: actor.id, updatedAt: now })
        .where(
          and(
            eq(stylists.id, invitation.stylistId),
            eq(stylists.shopId, invitation.shopId),
            isNull(stylists.userId),
          ),
        );
    }
  });
  return { shopId: invitation.shopId, shopName };
}
