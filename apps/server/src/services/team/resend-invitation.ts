import { and, eq, shopInvitations } from '@salon/db';
import { type Actor, AppError, type InvitationResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { consumeRateLimit } from '../../infra/rate-limit.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { findInvitation, newToken, openInvitation, toInvitation } from './invitation-records.ts';
import { mailInvitation } from './mail-invitation.ts';

/** Mails a new link with a fresh expiry; the earlier link stops working. */
export async function resendInvitation(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, invitationId }: { shopId: string; invitationId: string },
): Promise<InvitationResponse> {
  assertCan(actor, 'create', 'ShopMember', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  await findInvitation(ctx, shopId, invitationId);
  await consumeRateLimit(ctx, `invite:shop:${shopId}`, ctx.rateLimits.invitePerShop);
  const fresh = newToken(ctx);
  const [row] = await ctx.db
    .update(shopInvitations)
    .set({ tokenHash: fresh.tokenHash, sentAt: fresh.sentAt, expiresAt: fresh.expiresAt })
    .where(and(eq(shopInvitations.id, invitationId), eq(shopInvitations.shopId, shopId), openInvitation))
    .returning();
  if (!row) throw new AppError('InvitationNotFound', 'No such open invitation');
  await mailInvitation(ctx, actor, { shop, row, token: fresh.token });
  return toInvitation(row, ctx.now());
}
