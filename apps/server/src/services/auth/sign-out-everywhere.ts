import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { deletePushSubscriptionsOfUser } from '../../repositories/notifications.ts';
import { deleteKnownDevices, revokeRefreshTokensOfUser } from '../../repositories/users.ts';

/**
 * Ends every session of the account, on every device: no refresh token of it renews any more,
 * no device gets its pushes (a lost phone would otherwise keep showing the visits; a device that
 * should can turn them on again), and no browser is known any more (a lost phone's device cookie
 * no longer passes a lockout). An access token another device already holds is checked by
 * its signature alone, so it works until it runs out (at most 15 minutes); that device's next
 * renewal is refused.
 */
export async function signOutEverywhere(ctx: ServiceContext, userId: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    await revokeRefreshTokensOfUser(tx, userId, ctx.now());
    await deletePushSubscriptionsOfUser(tx, userId);
    await deleteKnownDevices(tx, userId);
  });
}
