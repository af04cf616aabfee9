import { notificationPreferences, sql } from '@salon/db';
import type { Actor, NotificationPreferencesResponse, NotificationPreferencesUpdate } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { assertOwnBell } from './notification-records.ts';
import { loadPreferenceCells, preferenceMatrix } from './preferences.ts';

/** Turns channels of shop types on or off for the signed-in staff member; other cells keep their value. */
export async function updateNotificationPreferences(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, body }: { shopId: string; body: NotificationPreferencesUpdate },
): Promise<NotificationPreferencesResponse> {
  assertOwnBell(actor, shopId);
  // The last word for a cell named twice wins, as it would had the cells come one by one.
  const cells = new Map(body.preferences.map((p) => [`${p.type}\u0000${p.channel}`, p]));
  await ctx.db
    .insert(notificationPreferences)
    .values([...cells.values()].map((p) => ({ userId: actor.id, shopId, ...p })))
    .onConflictDoUpdate({
      target: [
        notificationPreferences.userId,
        notificationPreferences.shopId,
        notificationPreferences.type,
        notificationPreferences.channel,
      ],
      set: { enabled: sql`excluded.enabled` },
    });
  return preferenceMatrix(await loadPreferenceCells(ctx.db, actor.id, shopId));
}
