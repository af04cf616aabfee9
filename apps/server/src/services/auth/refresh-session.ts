import type { ServiceContext } from '../../context.ts';
import { rotateRefreshToken } from '../../infra/tokens.ts';
import { type SignedIn, signedIn } from './signed-in.ts';

export async function refreshSession(
  ctx: ServiceContext,
  refreshToken: string | undefined,
): Promise<SignedIn> {
  const rotated = await rotateRefreshToken(ctx, refreshToken);
  return signedIn(ctx, rotated.userId, rotated);
}
