import { users } from '@salon/db';
import { AppError, Role, type SignUpRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { hashPassword } from '../../infra/passwords.ts';
import { consumeRateLimit } from '../../infra/rate-limit.ts';
import { type RequestOrigin, type SignedIn, signedIn } from './signed-in.ts';

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
