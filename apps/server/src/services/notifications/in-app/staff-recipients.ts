import { and, type Executor, eq, ne, notificationPreferences, shopMembers, users } from '@salon/db';
import {
  defaultStaffChannel,
  type NotificationChannel,
  notificationChannels,
  type ShopNotificationType,
} from '@salon/domain';

/** The shop's staff told of `type`, minus whoever made the change, with the channels they chose. */
export async function staffRecipients(
  db: Executor,
  input: {
    shopId: string;
    type: ShopNotificationType;
    appointmentId: string | null;
    excludeUserId: string | null;
  },
): Promise<{ userId: string; locale: string; channels: NotificationChannel[] }[]> {
  const members = await db
    .select({ userId: shopMembers.userId, locale: users.locale })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(
      and(
        eq(shopMembers.shopId, input.shopId),
        ...(input.excludeUserId ? [ne(shopMembers.userId, input.excludeUserId)] : []),
      ),
    );
  const prefs = await db
    .select()
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.shopId, input.shopId), eq(notificationPreferences.type, input.type)),
    );
  return members.map((m) => ({
    userId: m.userId,
    locale: m.locale,
    channels: notificationChannels.filter((channel) => {
      const chosen = prefs.find((p) => p.userId === m.userId && p.channel === channel);
      return chosen ? chosen.enabled : defaultStaffChannel(channel);
    }),
  }));
}
