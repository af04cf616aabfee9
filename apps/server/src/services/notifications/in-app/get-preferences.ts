import type { Actor, NotificationPreferencesResponse } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { preferenceCellsOf } from '../../../repositories/notifications.ts';
import { assertOwnBell } from './notification-records.ts';
import { preferenceMatrix } from './preferences.ts';

/** Which shop notifications the signed-in staff member gets, per channel, in one shop. */
export async function getNotificationPreferences(
  ctx: ServiceContext,
  actor: Actor,
  { shopId }: { shopId: string },
): Promise<NotificationPreferencesResponse> {
  assertOwnBell(actor, shopId);
  return preferenceMatrix(await preferenceCellsOf(ctx.db, actor.id, shopId));
}
