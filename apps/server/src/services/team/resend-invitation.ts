import { type Actor, AppError, type InvitationResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { consumeRateLimit } from '../../infra/rate-limit.ts';
import { renewInvitationToken } from '../../repositories/stylists.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { findInvitation, newToken, toInvitation } from './invitation-records.ts';
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
  const row = await renewInvitationToken(
    ctx.db,
    { shopId, invitationId },
    { tokenHash: fresh.tokenHash, sentAt: fresh.sentAt, expiresAt: fresh.expiresAt },
  );
  if (!row) throw new AppError('InvitationNotFound', 'No such open invitation');
  await mailInvitation(ctx, actor, { shop, row, token: fresh.token });
  return toInvitation(row, ctx.now());
}
