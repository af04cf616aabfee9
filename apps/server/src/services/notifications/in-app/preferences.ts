import {
  defaultStaffChannel,
  type NotificationChannel,
  type NotificationPreferencesResponse,
  notificationChannels,
  type ShopNotificationType,
  shopNotificationTypes,
} from '@salon/domain';

export interface PreferenceCell {
  type: string;
  channel: string;
  enabled: boolean;
}

/** Whether a channel is on for a type: the staff member's choice, else the default. */
export function channelEnabled(
  cells: readonly PreferenceCell[],
  type: ShopNotificationType,
  channel: NotificationChannel,
): boolean {
  const chosen = cells.find((c) => c.type === type && c.channel === channel);
  return chosen ? chosen.enabled : defaultStaffChannel(channel);
}

/** The full type × channel matrix of a staff member in a shop, defaults filled in. */
export function preferenceMatrix(cells: readonly PreferenceCell[]): NotificationPreferencesResponse {
  return {
    items: shopNotificationTypes.map((type) => {
      const on = (channel: NotificationChannel) => channelEnabled(cells, type, channel);
      return {
        type,
        channels: Object.fromEntries(notificationChannels.map((c) => [c, on(c)])) as Record<
          NotificationChannel,
          boolean
        >,
      };
    }),
  };
}
