import type { ServiceContext } from '../../context.ts';
import { revokeRefreshToken } from '../../infra/tokens.ts';

export async function signOut(ctx: ServiceContext, refreshToken: string | undefined): Promise<void> {
  await revokeRefreshToken(ctx, refreshToken);
}
