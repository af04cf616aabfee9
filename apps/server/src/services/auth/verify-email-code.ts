import { timingSafeEqual } from 'node:crypto';
import { and, desc, emailCodes, eq, gt, isNull, lt, sql, users } from '@salon/db';
import { AppError, type Locale, Role } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { consumeRateLimit } from '../../infra/rate-limit.ts';
import { EMAIL_CODE_MAX_ATTEMPTS, hashCode } from './email-codes.ts';
import { type RequestOrigin, type SignedIn, signedInOnDevice } from './signed-in.ts';

export async function verifyEmailCode(
  ctx: ServiceContext,
  input: { email: string; code: string; locale?: Locale | undefined },
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
      // A stand-in until the person gives a name: bookings ask for one while `nameFromEmail` holds.
      name: input.email.split('@')[0] ?? input.email,
      nameFromEmail: true,
      roles: [Role.Customer],
      locale: input.locale ?? origin.locale,
      emailVerifiedAt: now,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` },
    })
    .returning({ id: users.id });
  if (!created) throw new Error('user upsert returned no row');
  return signedInOnDevice(ctx, created.id, origin);
}
