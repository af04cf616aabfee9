import { and, eq, pushSubscriptions } from '@salon/db';
import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';

/** Stops pushes to one of the account's own devices; anyone else's is as unknown as a missing one. */
export async function deleteAccountDevice(ctx: ServiceContext, userId: string, id: string): Promise<void> {
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new AppError('NotFound', 'No such device');
}
