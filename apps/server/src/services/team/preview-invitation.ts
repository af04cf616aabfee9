import type { Actor, InvitationPreviewResponse, ShopRole } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { emailOf, usableInvitation } from './invitation-records.ts';

/** What the invitee sees before deciding: the shop, the role, and whom it is for. */
export async function previewInvitation(
  ctx: ServiceContext,
  actor: Actor,
  token: string,
): Promise<InvitationPreviewResponse> {
  const { invitation, shopName } = await usableInvitation(ctx, token);
  return {
    shopName,
    role: invitation.role as ShopRole,
    readOnly: invitation.readOnly,
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
    forYou: invitation.email === (await emailOf(ctx, actor)),
  };
}
