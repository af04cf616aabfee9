import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, refreshTokens } from '@salon/db';
import { AppError } from '@salon/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ServiceContext } from '../context.ts';
import { storedTokenHash, tokenHashes } from './secrets.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

const ISSUER = 'salon';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

export async function signAccessToken(ctx: ServiceContext, userId: string): Promise<string> {
  const now = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
    .sign(ctx.keys.jwt);
}

/** The user id of a valid access token, or null for a missing, forged or expired one. */
export async function verifyAccessToken(ctx: ServiceContext, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.keys.jwt, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

async function insertRefreshToken(ctx: ServiceContext, userId: string, familyId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: storedTokenHash(ctx.keys.tokens, token),
    expiresAt: new Date(ctx.now().getTime() + REFRESH_TOKEN_SECONDS * 1000),
  });
  return token;
}

/** A new session: a fresh refresh-token family. */
export async function issueTokens(ctx: ServiceContext, userId: string): Promise<IssuedTokens> {
  return {
    accessToken: await signAccessToken(ctx, userId),
    refreshToken: await insertRefreshToken(ctx, userId, randomUUID()),
  };
}

/**
 * Exchanges a refresh token for a new pair. The old token is marked used in the same statement
 * that checks it, so two concurrent refreshes cannot both succeed; a second use of a rotated
 * token is taken as theft and revokes the whole family.
 */
export async function rotateRefreshToken(
  ctx: ServiceContext,
  token: string | undefined,
): Promise<IssuedTokens & { userId: string }> {
  // Nothing presented: not signed in at all, which is not the same as a session that ran out.
  if (!token) throw new AppError('error.http.401', 'No session to renew');
  const now = ctx.now();
  const [claimed] = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        inArray(refreshTokens.tokenHash, tokenHashes(ctx.keys.tokens, token)),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });

  if (!claimed) {
    const [known] = await ctx.db
      .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(inArray(refreshTokens.tokenHash, tokenHashes(ctx.keys.tokens, token)));
    if (known?.usedAt) {
      await revokeFamily(ctx, known.familyId);
      ctx.log.warn({ familyId: known.familyId }, 'rotated refresh token reused; family revoked');
    }
    throw new AppError('TokenIsExpired', 'The session has expired');
  }

  return {
    userId: claimed.userId,
    accessToken: await signAccessToken(ctx, claimed.userId),
    refreshToken: await insertRefreshToken(ctx, claimed.userId, claimed.familyId),
  };
}

async function revokeFamily(ctx: ServiceContext, familyId: string): Promise<void> {
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Sign-out: the presented token's whole family stops working, on every device copy of it. */
export async function revokeRefreshToken(ctx: ServiceContext, token: string | undefined): Promise<void> {
  if (!token) return;
  const [row] = await ctx.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(inArray(refreshTokens.tokenHash, tokenHashes(ctx.keys.tokens, token)));
  if (row) await revokeFamily(ctx, row.familyId);
}
