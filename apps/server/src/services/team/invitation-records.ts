import type { ShopInvitationRow } from '@salon/db';
import { type Actor, AppError, type InvitationResponse, type ShopRole } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { storedLinkToken } from '../../infra/link-tokens.ts';
import { storedTokenHash } from '../../infra/secrets.ts';
import { findOpenInvitation, findStylistOfShop, invitationByTokenHash } from '../../repositories/stylists.ts';
import { findUser } from '../../repositories/users.ts';

export const INVITATION_DAYS = 7;

const hashToken = (ctx: ServiceContext, token: string) => storedTokenHash(ctx.keys.tokens, token);

/** A fresh token for the mail and its hash for the table; the token itself is never stored. */
export function newToken(ctx: ServiceContext) {
  const { token, hash } = storedLinkToken(ctx.keys.tokens);
  const now = ctx.now();
  return {
    token,
    tokenHash: hash,
    sentAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 3600_000),
  };
}

export const toInvitation = (row: ShopInvitationRow, now: Date): InvitationResponse => ({
  id: row.id,
  email: row.email,
  role: row.role as ShopRole,
  readOnly: row.readOnly,
  stylistId: row.stylistId,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
});

export async function findInvitation(ctx: ServiceContext, shopId: string, id: string) {
  const row = await findOpenInvitation(ctx.db, shopId, id);
  if (!row) throw new AppError('InvitationNotFound', 'No such open invitation');
  return row;
}

export async function assertStylistOfShop(ctx: ServiceContext, shopId: string, stylistId: string) {
  if (!(await findStylistOfShop(ctx.db, shopId, stylistId))) {
    throw new AppError('ValidationError', 'No such stylist in this shop', {
      details: [{ path: 'body.stylistId', message: 'Must be a stylist of this shop' }],
    });
  }
}

/** The invitation a token stands for, refused with the reason when it can no longer be accepted. */
export async function usableInvitation(ctx: ServiceContext, token: string) {
  const row = await invitationByTokenHash(ctx.db, hashToken(ctx, token));
  if (!row) throw new AppError('InvitationNotFound', 'This invitation link is not valid');
  const { invitation } = row;
  if (invitation.acceptedAt) throw new AppError('InvitationUsed', 'This invitation was already accepted');
  if (invitation.revokedAt) throw new AppError('InvitationRevoked', 'This invitation was withdrawn');
  if (invitation.expiresAt <= ctx.now())
    throw new AppError('InvitationExpired', 'This invitation has expired');
  return row;
}

export async function emailOf(ctx: ServiceContext, actor: Actor): Promise<string> {
  const user = await findUser(ctx.db, actor.id);
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  return user.email;
}
