import { AppError, type SignInRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { dummyPasswordHash, verifyPassword } from '../../infra/passwords.ts';
import { claimFailureSlot, refundFailure } from '../../infra/rate-limit.ts';
import { passwordOfEmail } from '../../repositories/users.ts';
import { knownDeviceOf } from './known-devices.ts';
import { type RequestOrigin, type SignedIn, signedInOnDevice } from './signed-in.ts';

export async function signIn(
  ctx: ServiceContext,
  input: SignInRequest,
  origin: RequestOrigin,
): Promise<SignedIn> {
  // Only failures count, with a growing wait: a guesser slows to a crawl, the owner's own right
  // password never uses up the limit, and a sign-in by e-mail code (limited on its own) stays open
  // to the owner while passwords wait. Failures count per address, and per account, except from
  // a browser the account signed in from before: it counts on its own, so a stranger's guesses,
  // which lock the account for every other browser, do not lock its owner's devices out.
  const ipKey = `sign-in-failures:ip:${origin.ip}`;
  await claimFailureSlot(ctx, ipKey, ctx.rateLimits.signInPerIp);
  const device = await knownDeviceOf(ctx, input.email, origin.deviceToken);
  const [accountKey, accountRule] = device
    ? [`sign-in-failures:device:${device}`, ctx.rateLimits.signInPerDevice]
    : [`sign-in-failures:email:${input.email}`, ctx.rateLimits.signInPerEmail];
  try {
    await claimFailureSlot(ctx, accountKey, accountRule);
  } catch (err) {
    await refundFailure(ctx, ipKey);
    throw err;
  }
  const user = await passwordOfEmail(ctx.db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? dummyPasswordHash);
  if (!user?.passwordHash || !valid) {
    throw new AppError('NotAuthorizedException', 'Wrong e-mail address or password');
  }
  await refundFailure(ctx, ipKey);
  await refundFailure(ctx, accountKey);
  return signedInOnDevice(ctx, user.id, origin);
}
