import { and, eq, isNull, pushSubscriptions, refreshTokens } from '@salon/db';
import type { ServiceContext } from '../../context.ts';

/**
 * Ends every session of the account, on every device: no refresh token of it renews any more,
 * and no device gets its pushes (a lost phone would otherwise keep showing the visits); a device
 * that should can turn them on again. An access token another device already holds is checked by
 * its signature alone, so it works until it runs out (at most 15 minutes); that device's next
 * renewal is refused.
 */
export async function signOutEverywhere(ctx: ServiceContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: ctx.now() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  });
}
