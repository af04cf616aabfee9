import { and, eq, shopInvitations } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { emailOf, openInvitation, usableInvitation } from './invitation-records.ts';

/** The invitee says no: the invitation closes and the team sees it no more. */
export async function declineInvitation(ctx: ServiceContext, actor: Actor, token: string): Promise<void> {
  const { invitation } = await usableInvitation(ctx, token);
  if (invitation.email !== (await emailOf(ctx, actor))) {
    throw new AppError('InvitationForAnotherAccount', 'This invitation is for another e-mail address', {
      details: { email: invitation.email },
    });
  }
  await ctx.db
    .update(shopInvitations)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(shopInvitations.id, invitation.id), openInvitation));
}
