import type { Executor } from '@salon/db';
import {
  defineAbilityFromRoles,
  inShop,
  type NotificationChannel,
  notificationChannels,
  READ_ONLY,
  type ShopNotificationType,
} from '@salon/domain';
import { preferenceCellsForType } from '../../../repositories/notifications.ts';
import { membersWithLocale } from '../../../repositories/stylists.ts';
import { channelEnabled } from './preferences.ts';

export interface StaffRecipient {
  userId: string;
  /** The staff member's language, for push and mail texts. */
  locale: string;
  /** The channels their preferences turn on for this type (never empty). */
  channels: NotificationChannel[];
}

/**
 * Who on a shop's team is told of a shop notification, and on which channels: every member who
 * may see the shop's calendar (so the appointment it names) under the roles they hold there,
 * except the person who made the change, with the channels their preferences (or the defaults)
 * turn on. Members with every channel off for the type are left out.
 */
export async function staffRecipients(
  tx: Executor,
  input: {
    shopId: string;
    type: ShopNotificationType;
    appointmentId: string | null;
    excludeUserId: string | null;
  },
): Promise<StaffRecipient[]> {
  const members = await membersWithLocale(tx, input.shopId);
  const seeing = members.filter((m) => {
    if (m.userId === input.excludeUserId) return false;
    // The same abilities the calendar's API applies to this member: whoever may not see the
    // shop's appointments is not told about one.
    const ability = defineAbilityFromRoles({
      id: m.userId,
      roles: [],
      shops: [{ shopId: input.shopId, roles: [m.role, ...(m.readOnly ? [READ_ONLY] : [])] }],
    });
    // A review names a customer and what they wrote: those who may read customer records.
    const subject = input.type === 'ShopReceiveReview' ? 'Customer' : 'calendar';
    return ability.can('read', inShop(subject, input.shopId));
  });
  if (seeing.length === 0) return [];
  const cells = await preferenceCellsForType(tx, {
    shopId: input.shopId,
    type: input.type,
    userIds: seeing.map((m) => m.userId),
  });
  return seeing
    .map((m) => {
      const own = cells.filter((c) => c.userId === m.userId);
      return {
        userId: m.userId,
        locale: m.locale,
        channels: notificationChannels.filter((channel) => channelEnabled(own, input.type, channel)),
      };
    })
    .filter((r) => r.channels.length > 0);
}
