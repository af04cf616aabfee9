import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, emailCodes, eq, gt, isNull, lt, sql, users } from '@salon/db';
import {
  AppError,
  type Locale,
  type MeResponse,
  Role,
  type SignInRequest,
  type SignUpRequest,
} from '@salon/domain';
import type { ServiceContext } from '../context.ts';
import { translator } from '../i18n.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../infra/passwords.ts';
import { claimFailureSlot, consumeRateLimit, refundFailure } from '../infra/rate-limit.ts';
import { type IssuedTokens, issueTokens, revokeRefreshToken, rotateRefreshToken } from '../infra/tokens.ts';
import { sessionOf } from './actors.ts';

export const EMAIL_CODE_MINUTES = 10;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export interface SignedIn {
  session: MeResponse;
  tokens: IssuedTokens;
}

/** Who is asking, as far as the rate limits and the language of mails are concerned. */
export interface RequestOrigin {
  ip: string;
  locale: Locale;
}

async function signedIn(ctx: ServiceContext, userId: string, tokens?: IssuedTokens): Promise<SignedIn> {
  return { session: await sessionOf(ctx.db, userId), tokens: tokens ?? (await issueTokens(ctx, userId)) };
}

export async function signUp(
  ctx: ServiceContext,
  input: SignUpRequest,
  origin: RequestOrigin,
): Promise<SignedIn> {
  await consumeRateLimit(ctx, `sign-up:ip:${origin.ip}`, ctx.rateLimits.signUpPerIp);
  const passwordHash = await hashPassword(input.password);
  const [created] = await ctx.db
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      passwordHash,
      roles: [Role.Customer],
      locale: input.locale ?? origin.locale,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) throw new AppError('EmailAlreadyUsed', 'An account with this e-mail address already exists');
  return signedIn(ctx, created.id);
}

export async function signIn(
  ctx: ServiceContext,
  input: SignInRequest,
  origin: RequestOrigin,
): Promise<SignedIn> {
  // Only failures count, per address and per account, with a growing wait: a guesser slows to a
  // crawl, the owner's own right password never uses up the limit, and a sign-in by e-mail code
  // (limited on its own) stays open to the owner while passwords wait.
  const ipKey = `sign-in-failures:ip:${origin.ip}`;
  const accountKey = `sign-in-failures:email:${input.email}`;
  await claimFailureSlot(ctx, ipKey, ctx.rateLimits.signInPerIp);
  try {
    await claimFailureSlot(ctx, accountKey, ctx.rateLimits.signInPerEmail);
  } catch (err) {
    await refundFailure(ctx, ipKey);
    throw err;
  }
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email));
  const valid = await verifyPassword(input.password, user?.passwordHash ?? dummyPasswordHash);
  if (!user?.passwordHash || !valid) {
    throw new AppError('NotAuthorizedException', 'Wrong e-mail address or password');
  }
  await refundFailure(ctx, ipKey);
  await refundFailure(ctx, accountKey);
  return signedIn(ctx, user.id);
}

const hashCode = (ctx: ServiceContext, email: string, code: string) =>
  createHmac('sha256', ctx.keys.codes).update(`${email}:${code}`).digest('base64url');

/**
 * Mails a 6-digit code. Unknown addresses get one too (the code then creates a customer
 * account), so the answer never tells whether an address is registered.
 */
export async function requestEmailCode(
  ctx: ServiceContext,
  input: { email: string; locale?: Locale | undefined },
  origin: RequestOrigin,
): Promise<{ expiresIn: number }> {
  await consumeRateLimit(ctx, `email-code:ip:${origin.ip}`, ctx.rateLimits.codePerIp);
  await consumeRateLimit(ctx, `email-code:email:${input.email}`, ctx.rateLimits.codePerEmail);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  const [user] = await ctx.db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, input.email));
  await ctx.db.transaction(async (tx) => {
    // Only the newest code is valid: asking again retires the earlier ones.
    await tx
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(and(eq(emailCodes.email, input.email), isNull(emailCodes.consumedAt)));
    await tx.insert(emailCodes).values({
      email: input.email,
      codeHash: hashCode(ctx, input.email, code),
      expiresAt: new Date(now.getTime() + EMAIL_CODE_MINUTES * 60_000),
    });
  });
  // Old codes are of no use to anyone; keep the table small.
  await ctx.db.delete(emailCodes).where(lt(emailCodes.expiresAt, new Date(now.getTime() - 24 * 3600_000)));

  const t = translator(input.locale ?? user?.locale ?? origin.locale);
  await ctx.mailer.send({
    to: input.email,
    kind: 'emailCode',
    subject: t('emailCode.subject', { code }),
    text: t('emailCode.text', { code, minutes: EMAIL_CODE_MINUTES }),
  });
  return { expiresIn: EMAIL_CODE_MINUTES * 60 };
}

export async function verifyEmailCode(
  ctx: ServiceContext,
  input: { email: string; code: string },
  origin: RequestOrigin,
): Promise<SignedIn> {
  await consumeRateLimit(ctx, `email-code-verify:ip:${origin.ip}`, ctx.rateLimits.verifyPerIp);
  const now = ctx.now();
  const [pending] = await ctx.db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, input.email), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  // The attempt is counted before the code is compared, in the one statement that also checks the
  // limit: parallel guesses queue on the row, and at most EMAIL_CODE_MAX_ATTEMPTS are ever compared.
  const [claimed] = pending
    ? await ctx.db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(
          and(
            eq(emailCodes.id, pending.id),
            isNull(emailCodes.consumedAt),
            gt(emailCodes.expiresAt, now),
            lt(emailCodes.attempts, EMAIL_CODE_MAX_ATTEMPTS),
          ),
        )
        .returning({ attempts: emailCodes.attempts, codeHash: emailCodes.codeHash })
    : [];
  if (!pending || !claimed) {
    throw new AppError('CodeExpired', 'The code has expired or was tried too often; ask for a new one');
  }

  const expected = Buffer.from(claimed.codeHash);
  const given = Buffer.from(hashCode(ctx, input.email, input.code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attemptsLeft = Math.max(0, EMAIL_CODE_MAX_ATTEMPTS - claimed.attempts);
    if (attemptsLeft === 0)
      throw new AppError('CodeExpired', 'The code was tried too often; ask for a new one');
    throw new AppError('InvalidCode', 'The code is not right', { details: { attemptsLeft } });
  }

  // Consuming in the same statement that checks it makes a code good for exactly one sign-in.
  const [consumed] = await ctx.db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, pending.id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  if (!consumed) throw new AppError('CodeExpired', 'The code was already used');

  const [created] = await ctx.db
    .insert(users)
    .values({
      email: input.email,
      name: input.email.split('@')[0] ?? input.email,
      roles: [Role.Customer],
      locale: origin.locale,
      emailVerifiedAt: now,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` },
    })
    .returning({ id: users.id });
  if (!created) throw new Error('user upsert returned no row');
  return signedIn(ctx, created.id);
}

export async function refreshSession(
  ctx: ServiceContext,
  refreshToken: string | undefined,
): Promise<SignedIn> {
  const rotated = await rotateRefreshToken(ctx, refreshToken);
  return signedIn(ctx, rotated.userId, rotated);
}

export async function signOut(ctx: ServiceContext, refreshToken: string | undefined): Promise<void> {
  await revokeRefreshToken(ctx, refreshToken);
}

export async function updateProfile(
  ctx: ServiceContext,
  userId: string,
  input: { name?: string | undefined; locale?: Locale | undefined },
): Promise<MeResponse> {
  await ctx.db
    .update(users)
    .set({ ...input, updatedAt: ctx.now() })
    .where(eq(users.id, userId));
  return sessionOf(ctx.db, userId);
}
