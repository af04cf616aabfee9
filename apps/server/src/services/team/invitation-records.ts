import { and, eq, isNull, type ShopInvitationRow, shopInvitations, shops, stylists, users } from '@salon/db';
import { type Actor, AppError, type InvitationResponse, type ShopRole } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { storedLinkToken } from '../../infra/link-tokens.ts';
import { storedTokenHash } from '../../infra/secrets.ts';

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

export const openInvitation = and(isNull(shopInvitations.acceptedAt), isNull(shopInvitations.revokedAt));

export async function findInvitation(ctx: ServiceContext, shopId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(shopInvitations)
    .where(and(eq(shopInvitations.id, id), eq(shopInvitations.shopId, shopId), openInvitation));
  if (!row) throw new AppError('InvitationNotFound', 'No such open invitation');
  return row;
}

export async function assertStylistOfShop(ctx: ServiceContext, shopId: string, stylistId: string) {
  const [row] = await ctx.db
    .select({ id: stylists.id })
    .from(stylists)
    .where(and(eq(stylists.id, stylistId), eq(stylists.shopId, shopId)));
  if (!row) {
    throw new AppError('ValidationError', 'No such stylist in this shop', {
      details: [{ path: 'body.stylistId', message: 'Must be a stylist of this shop' }],
    });
  }
}

/** The invitation a token stands for, refused with the reason when it can no longer be accepted. */
export async function usableInvitation(ctx: ServiceContext, token: string) {
  const [row] = await ctx.db
    .select({ invitation: shopInvitations, shopName: shops.name })
    .from(shopInvitations)
    .innerJoin(shops, eq(shops.id, shopInvitations.shopId))
    .where(eq(shopInvitations.tokenHash, hashToken(ctx, token)));
  if (!row) throw new AppError('InvitationNotFound', 'This invitation link is not valid');
  const { invitation } = row;
  if (invitation.acceptedAt) throw new AppError('InvitationUsed', 'This invitation was already accepted');
  if (invitation.revokedAt) throw new AppError('InvitationRevoked', 'This invitation was withdrawn');
  if (invitation.expiresAt <= ctx.now())
    throw new AppError('InvitationExpired', 'This invitation has expired');
  return row;
}

export async function emailOf(ctx: ServiceContext, actor: Actor): Promise<string> {
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  return user.email;
}
