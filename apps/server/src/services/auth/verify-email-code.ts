import { timingSafeEqual } from 'node:crypto';
import { AppError, type Locale, Role } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { consumeRateLimit } from '../../infra/rate-limit.ts';
import {
  consumeCode,
  countCodeAttempt,
  newestPendingCode,
  upsertVerifiedUser,
} from '../../repositories/users.ts';
import { EMAIL_CODE_MAX_ATTEMPTS, hashCode } from './email-codes.ts';
import { type RequestOrigin, type SignedIn, signedInOnDevice } from './signed-in.ts';

export async function verifyEmailCode(
  ctx: ServiceContext,
  input: { email: string; code: string; locale?: Locale | undefined },
  origin: RequestOrigin,
): Promise<SignedIn> {
  await consumeRateLimit(ctx, `email-code-verify:ip:${origin.ip}`, ctx.rateLimits.verifyPerIp);
  const now = ctx.now();
  const pending = await newestPendingCode(ctx.db, input.email);
  // The attempt is counted before the code is compared, in the one statement that also checks the
  // limit: parallel guesses queue on the row, and at most EMAIL_CODE_MAX_ATTEMPTS are ever compared.
  const claimed = pending
    ? await countCodeAttempt(ctx.db, { id: pending, now, maxAttempts: EMAIL_CODE_MAX_ATTEMPTS })
    : undefined;
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
  if (!(await consumeCode(ctx.db, pending, now)))
    throw new AppError('CodeExpired', 'The code was already used');

  const userId = await upsertVerifiedUser(ctx.db, {
    email: input.email,
    // A stand-in until the person gives a name: bookings ask for one while `nameFromEmail` holds.
    name: input.email.split('@')[0] ?? input.email,
    nameFromEmail: true,
    roles: [Role.Customer],
    locale: input.locale ?? origin.locale,
    emailVerifiedAt: now,
  });
  return signedInOnDevice(ctx, userId, origin);
}
