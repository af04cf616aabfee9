import { z } from 'zod';
import { notificationChannels, notificationStates, shopNotificationTypes } from '../notifications.ts';
import { appointmentSources, appointmentStatuses } from '../scheduling/vocabulary.ts';
import { instant } from './scalars.ts';
import { line } from './text.ts';

/** The spec's filter options for the bell: all, the online appointment page, Google. */
export const notificationSourceFilters = ['all', 'online', 'google'] as const;
export type NotificationSourceFilter = (typeof notificationSourceFilters)[number];

export const shopNotificationType = z.enum(shopNotificationTypes);
export const notificationChannel = z.enum(notificationChannels);
export const notificationState = z.enum(notificationStates);

/** Where the next page starts: the last item's creation instant and id, opaque to clients. */
export interface NotificationCursor {
  at: string;
  id: string;
}

export const encodeNotificationCursor = (cursor: NotificationCursor): string =>
  btoa(`${cursor.at}|${cursor.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const cursorPattern =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

function decodeNotificationCursor(text: string): NotificationCursor | null {
  try {
    const decoded = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const match = cursorPattern.exec(decoded);
    return match?.[1] && match[2] ? { at: match[1], id: match[2] } : null;
  } catch {
    return null;
  }
}

/** A `cursor` query parameter of a notification list: the previous page's `nextCursor`, decoded. */
export const notificationCursorParam = line()
  .max(200)
  .transform((text, ctx) => {
    const cursor = decodeNotificationCursor(text);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: 'Must be a cursor returned by the previous page' });
      return z.NEVER;
    }
    return cursor;
  });

export const notificationListQuery = z.object({
  source: z.enum(notificationSourceFilters).default('all'),
  state: notificationState.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  cursor: notificationCursorParam.optional(),
});

/** What a notification shows without another request, as it was when the change happened. */
export const notificationData = z.object({
  customerName: z.string().nullable(),
  /** The appointment's start (an instant); the list shows it in `timeZone`, the shop's. */
  start: z.string().nullable(),
  timeZone: z.string().nullable(),
  services: z.array(z.string()),
  stylists: z.array(z.string()),
  reason: z.string().nullable(),
  previousStart: z.string().nullable(),
});

export const notificationResponse = z.object({
  id: z.uuid(),
  type: shopNotificationType,
  appointmentId: z.uuid().nullable(),
  /**
   * The appointment's status now, not when the notification was raised: a request is still to be
   * answered only while it is `pending`. Null once the appointment is gone.
   */
  appointmentStatus: z.enum(appointmentStatuses).nullable(),
  source: z.enum(appointmentSources).nullable(),
  state: notificationState,
  data: notificationData,
  createdAt: instant,
  readAt: instant.nullable(),
});

export const notificationListResponse = z.object({
  items: z.array(notificationResponse),
  /** How many match the filter, across every page. */
  total: z.number().int(),
  /** The signed-in staff member's unread notifications in this shop, whatever the filter: the bell's badge. */
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
});

export const unreadCountResponse = z.object({ unread: z.number().int() });
export const markAllReadResponse = z.object({ updated: z.number().int(), unread: z.number().int() });
export const notificationIdParams = z.object({ shopId: z.uuid(), id: z.uuid() });

/** One row of the preferences matrix: a shop type and whether each channel is on. */
export const notificationPreferenceRow = z.object({
  type: shopNotificationType,
  channels: z.object({ in_app: z.boolean(), push: z.boolean(), email: z.boolean() }),
});
export const notificationPreferencesResponse = z.object({ items: z.array(notificationPreferenceRow) });

/** The cells to change; cells not named keep their value. */
export const notificationPreferencesUpdate = z.object({
  preferences: z
    .array(z.object({ type: shopNotificationType, channel: notificationChannel, enabled: z.boolean() }))
    .min(1, { message: 'Give at least one preference' })
    .max(shopNotificationTypes.length * notificationChannels.length),
});

export type NotificationListQuery = z.output<typeof notificationListQuery>;
export type NotificationData = z.output<typeof notificationData>;
export type NotificationResponse = z.output<typeof notificationResponse>;
export type NotificationListResponse = z.output<typeof notificationListResponse>;
export type UnreadCountResponse = z.output<typeof unreadCountResponse>;
export type MarkAllReadResponse = z.output<typeof markAllReadResponse>;
export type NotificationPreferenceRow = z.output<typeof notificationPreferenceRow>;
export type NotificationPreferencesResponse = z.output<typeof notificationPreferencesResponse>;
export type NotificationPreferencesUpdate = z.output<typeof notificationPreferencesUpdate>;
