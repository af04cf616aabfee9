import type { Actor, NotificationPreferencesResponse, NotificationPreferencesUpdate } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { preferenceCellsOf, savePreferenceCells } from '../../../repositories/notifications.ts';
import { assertOwnBell } from './notification-records.ts';
import { preferenceMatrix } from './preferences.ts';

/** Turns channels of shop types on or off for the signed-in staff member; other cells keep their value. */
export async function updateNotificationPreferences(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, body }: { shopId: string; body: NotificationPreferencesUpdate },
): Promise<NotificationPreferencesResponse> {
  assertOwnBell(actor, shopId);
  // The last word for a cell named twice wins, as it would had the cells come one by one.
  const cells = new Map(body.preferences.map((p) => [`${p.type}\u0000${p.channel}`, p]));
  await savePreferenceCells(
    ctx.db,
    [...cells.values()].map((p) => ({ userId: actor.id, shopId, ...p })),
  );
  return preferenceMatrix(await preferenceCellsOf(ctx.db, actor.id, shopId));
}
