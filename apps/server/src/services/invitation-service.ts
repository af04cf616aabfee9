import { randomBytes } from 'node:crypto';
import {
  and,
  asc,
  eq,
  gt,
  isNull,
  lte,
  type ShopInvitationRow,
  type ShopRow,
  shopInvitations,
  shopMembers,
  shops,
  stylists,
  users,
} from '@salon/db';
import {
  type AcceptInvitationResponse,
  type Actor,
  AppError,
  type InvitationPreviewResponse,
  type InvitationResponse,
  type InviteMemberRequest,
  type ShopRole,
} from '@salon/domain';
import type { ServiceContext } from '../context.ts';
import { translator } from '../i18n.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../infra/pg-errors.ts';
import { consumeRateLimit } from '../infra/rate-limit.ts';
import { storedTokenHash } from '../infra/secrets.ts';
import { assertCan } from './abilities.ts';
import { findShopRow } from './shop-service.ts';

export const INVITATION_DAYS = 7;

const hashToken = (ctx: ServiceContext, token: string) => storedTokenHash(ctx.keys.tokens, token);

/** A fresh token for the mail and its hash for the table; the token itself is never stored. */
function newToken(ctx: ServiceContext) {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  return {
    token,
    tokenHash: hashToken(ctx, token),
    sentAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 3600_000),
  };
}

const toInvitation = (row: ShopInvitationRow, now: Date): InvitationResponse => ({
  id: row.id,
  email: row.email,
  role: row.role as ShopRole,
  readOnly: row.readOnly,
  stylistId: row.stylistId,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
});

const openInvitation = and(isNull(shopInvitations.acceptedAt), isNull(shopInvitations.revokedAt));

async function mailInvitation(
  ctx: ServiceContext,
  actor: Actor,
  shop: ShopRow,
  row: ShopInvitationRow,
  token: string,
): Promise<void> {
  const [inviter] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
  const t = translator(shop.locale);
  const path = `/admin/invitations/${token}`;
  const url = ctx.config.PUBLIC_URL ? new URL(path, ctx.config.PUBLIC_URL).toString() : path;
  const role = row.role === 'ROLE_SHOP_ADMIN' ? 'owner' : row.readOnly ? 'readOnly' : 'staff';
  await ctx.mailer.send({
    to: row.email,
    kind: 'staffInvite',
    shopId: shop.id,
    subject: t('staffInvite.subject', { shop: shop.name }),
    text: t('staffInvite.text', {
      shop: shop.name,
      inviter: inviter?.name ?? shop.name,
      role: t(`staffInvite.roles.${role}`),
      url,
      days: INVITATION_DAYS,
    }),
  });
}

async function findInvitation(ctx: ServiceContext, shopId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(shopInvitations)
    .where(and(eq(shopInvitations.id, id), eq(shopInvitations.shopId, shopId), openInvitation));
  if (!row) throw new AppError('InvitationNotFound', 'No such open invitation');
  return row;
}

async function assertStylistOfShop(ctx: ServiceContext, shopId: string, stylistId: string) {
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

/**
 * Invites someone to the team by e-mail. The answer is the same whether or not the address has
 * an account, and the account (if any) is not touched: the person joins only by accepting.
 */
export async function inviteMember(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  input: InviteMemberRequest,
): Promise<InvitationResponse> {
  assertCan(actor, 'create', 'ShopMember', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  if (input.stylistId) await assertStylistOfShop(ctx, shopId, input.stylistId);
  // The team's managers see its members' addresses anyway, so saying this tells nothing new.
  const [member] = await ctx.db
    .select({ userId: shopMembers.userId })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(shopMembers.shopId, shopId), eq(users.email, input.email)));
  if (member) throw new AppError('AlreadyMember', 'This person is already a member of the team');
  await consumeRateLimit(ctx, `invite:shop:${shopId}`, ctx.rateLimits.invitePerShop);

  const fresh = newToken(ctx);
  let row: ShopInvitationRow | undefined;
  try {
    row = await ctx.db.transaction(async (tx) => {
      // An expired invitation no longer blocks the address: it is replaced by the new one.
      await tx
        .update(shopInvitations)
        .set({ revokedAt: fresh.sentAt })
        .where(
          and(
            eq(shopInvitations.shopId, shopId),
            eq(shopInvitations.email, input.email),
            openInvitation,
            lte(shopInvitations.expiresAt, fresh.sentAt),
          ),
        );
      const [inserted] = await tx
        .insert(shopInvitations)
        .values({
          shopId,
          email: input.email,
          role: input.role,
          readOnly: input.role === 'ROLE_STAFF' && input.readOnly,
          stylistId: input.stylistId ?? null,
          invitedBy: actor.id,
          tokenHash: fresh.tokenHash,
          sentAt: fresh.sentAt,
          expiresAt: fresh.expiresAt,
        })
        .returning();
      return inserted;
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
  await mailInvitation(ctx, actor, shop, row, fresh.token);
  return toInvitation(row, ctx.now());
}

/** Open invitations (expired ones too, so that they can be sent again or revoked). */
export async function listInvitations(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'ShopMember', shopId);
  const rows = await ctx.db
    .select()
    .from(shopInvitations)
    .where(and(eq(shopInvitations.shopId, shopId), openInvitation))
    .orderBy(asc(shopInvitations.createdAt));
  const now = ctx.now();
  const items = rows.map((row) => toInvitation(row, now));
  return { items, total: items.length };
}

/** Mails a new link with a fresh expiry; the earlier link stops working. */
export async function resendInvitation(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  invitationId: string,
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
  await mailInvitation(ctx, actor, shop, row, fresh.token);
  return toInvitation(row, ctx.now());
}

export async function revokeInvitation(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  invitationId: string,
): Promise<void> {
  assertCan(actor, 'delete', 'ShopMember', shopId);
  const [row] = await ctx.db
    .update(shopInvitations)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(shopInvitations.id, invitationId), eq(shopInvitations.shopId, shopId), openInvitation))
    .returning({ id: shopInvitations.id });
  if (!row) throw new AppError('InvitationNotFound', 'No such open invitation');
}

/** The invitation a token stands for, refused with the reason when it can no longer be accepted. */
async function usableInvitation(ctx: ServiceContext, token: string) {
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

async function emailOf(ctx: ServiceContext, actor: Actor): Promise<string> {
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  return user.email;
}

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
  await ctx.db.transaction(async (tx) => {
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
