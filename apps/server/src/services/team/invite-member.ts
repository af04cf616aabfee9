import type { ShopInvitationRow } from '@salon/db';
import { type Actor, AppError, type InvitationResponse, type InviteMemberRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../infra/pg-errors.ts';
import { consumeRateLimit } from '../../infra/rate-limit.ts';
import { inTransaction } from '../../infra/transaction.ts';
import {
  insertInvitation,
  isShopMemberByEmail,
  revokeExpiredInvitations,
} from '../../repositories/stylists.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertStylistOfShop, newToken, toInvitation } from './invitation-records.ts';
import { mailInvitation } from './mail-invitation.ts';

/**
 * Invites someone to the team by e-mail. The answer is the same whether or not the address has
 * an account, and the account (if any) is not touched: the person joins only by accepting.
 */
export async function inviteMember(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: InviteMemberRequest },
): Promise<InvitationResponse> {
  assertCan(actor, 'create', 'ShopMember', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  if (input.stylistId) await assertStylistOfShop(ctx, shopId, input.stylistId);
  // The team's managers see its members' addresses anyway, so saying this tells nothing new.
  if (await isShopMemberByEmail(ctx.db, shopId, input.email))
    throw new AppError('AlreadyMember', 'This person is already a member of the team');
  await consumeRateLimit(ctx, `invite:shop:${shopId}`, ctx.rateLimits.invitePerShop);

  const fresh = newToken(ctx);
  let row: ShopInvitationRow | undefined;
  try {
    row = await inTransaction(ctx.db, async (tx) => {
      // An expired invitation no longer blocks the address: it is replaced by the new one.
      await revokeExpiredInvitations(tx, { shopId, email: input.email, at: fresh.sentAt });
      return insertInvitation(tx, {
        shopId,
        email: input.email,
        role: input.role,
        readOnly: input.role === 'ROLE_STAFF' && input.readOnly,
        stylistId: input.stylistId ?? null,
        invitedBy: actor.id,
        tokenHash: fresh.tokenHash,
        sentAt: fresh.sentAt,
        expiresAt: fresh.expiresAt,
      });
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION)
      throw new AppError(
        'AlreadyInvited',
        'This address already has an open invitation; send it again instead',
      );
    throw err;
  }
  if (!row) throw new Error('invitation insert returned no row');
  await mailInvitation(ctx, actor, { shop, row, token: fresh.token });
  return toInvitation(row, ctx.now());
}
