import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { declineOpenInvitation } from '../../repositories/stylists.ts';
import { emailOf, usableInvitation } from './invitation-records.ts';

/** The invitee says no: the invitation closes and the team sees it no more. */
export async function declineInvitation(ctx: ServiceContext, actor: Actor, token: string): Promise<void> {
  const { invitation } = await usableInvitation(ctx, token);
  if (invitation.email !== (await emailOf(ctx, actor))) {
    throw new AppError('InvitationForAnotherAccount', 'This invitation is for another e-mail address', {
      details: { email: invitation.email },
    });
  }
  await declineOpenInvitation(ctx.db, invitation.id, ctx.now());
}
