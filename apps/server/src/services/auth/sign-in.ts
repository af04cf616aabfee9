import { eq, users } from '@salon/db';
import { AppError, type SignInRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { dummyPasswordHash, verifyPassword } from '../../infra/passwords.ts';
import { claimFailureSlot, refundFailure } from '../../infra/rate-limit.ts';
import { type RequestOrigin, type SignedIn, signedIn } from './signed-in.ts';

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
