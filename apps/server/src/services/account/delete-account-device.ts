import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { deletePushSubscription } from '../../repositories/notifications.ts';

/** Stops pushes to one of the account's own devices; anyone else's is as unknown as a missing one. */
export async function deleteAccountDevice(ctx: ServiceContext, userId: string, id: string): Promise<void> {
  const removed = await deletePushSubscription(ctx.db, { userId, id });
  if (!removed) throw new AppError('NotFound', 'No such device');
}
