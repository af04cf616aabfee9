import type {
  MarkAllReadResponse,
  NotificationListResponse,
  NotificationPreferencesResponse,
  NotificationResponse,
  NotificationSourceFilter,
  notificationPreferencesUpdate,
  UnreadCountResponse,
} from '@salon/domain';
import { api } from '@salon/web/api-client';
import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';

/** The spec's filter options for the bell: all, the online booking page, Google. */
export const notificationSources = [
  'all',
  'online',
  'google',
] as const satisfies readonly NotificationSourceFilter[];

/** How many the bell shows at once; older ones come with "Show older". */
export const NOTIFICATION_PAGE = 30;

export const notificationKeys = {
  all: (shopId: string) => ['shops', shopId, 'notifications'] as const,
  lists: (shopId: string) => [...notificationKeys.all(shopId), 'list'] as const,
  list: (shopId: string, source: NotificationSourceFilter, limit: number) =>
    [...notificationKeys.lists(shopId), source, limit] as const,
  unread: (shopId: string) => [...notificationKeys.all(shopId), 'unread'] as const,
  preferences: (shopId: string) => ['shops', shopId, 'notification-preferences'] as const,
};

/** The live stream says this person's bell changed (new, or read in another tab): refetch it. */
export const invalidateNotifications = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: notificationKeys.all(shopId) });

/**
 * An appointment changed: the list says whether each request still awaits an answer, so it is read
 * again (the unread count stays as it is).
 */
export const invalidateNotificationLists = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: notificationKeys.lists(shopId) });

// The stream carries every change; polling only covers a stream that cannot be opened.
const NOTIFICATIONS_REFRESH_MS = 5 * 60_000;

export const getNotifications = (
  shopId: string,
  query: { source: NotificationSourceFilter; limit: number },
  signal?: AbortSignal,
) =>
  api.get<NotificationListResponse>(`/api/admin/shops/${shopId}/notifications`, {
    query: { source: query.source, limit: query.limit },
    signal,
  });

export const notificationsQueryOptions = (shopId: string, source: NotificationSourceFilter, limit: number) =>
  queryOptions({
    queryKey: notificationKeys.list(shopId, source, limit),
    queryFn: ({ signal }) => getNotifications(shopId, { source, limit }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });

export const useNotifications = (
  shopId: string,
  source: NotificationSourceFilter,
  limit: number,
  enabled = true,
) => useQuery({ ...notificationsQueryOptions(shopId, source, limit), enabled });

export const getUnreadCount = (shopId: string, signal?: AbortSignal) =>
  api.get<UnreadCountResponse>(`/api/admin/shops/${shopId}/notifications/unread-count`, { signal });

export const unreadCountQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(shopId),
    queryFn: ({ signal }) => getUnreadCount(shopId, signal),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const useUnreadCount = (shopId: string) => useQuery(unreadCountQueryOptions(shopId));

export const markNotificationRead = (shopId: string, id: string) =>
  api.post<NotificationResponse>(`/api/admin/shops/${shopId}/notifications/${id}/read`, {});

export const markAllNotificationsRead = (shopId: string) =>
  api.post<MarkAllReadResponse>(`/api/admin/shops/${shopId}/notifications/read-all`, {});

export function useMarkNotificationRead(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationKey: ['shops', shopId, 'notifications', 'read'],
      mutationFn: (id: string) => markNotificationRead(shopId, id),
      onSettled: () => invalidateNotifications(queryClient, shopId),
    }),
  );
}

export function useMarkAllNotificationsRead(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationKey: ['shops', shopId, 'notifications', 'read-all'],
      mutationFn: () => markAllNotificationsRead(shopId),
      onSuccess: () => queryClient.setQueryData(notificationKeys.unread(shopId), { unread: 0 }),
      onSettled: () => invalidateNotifications(queryClient, shopId),
    }),
  );
}

export const getNotificationPreferences = (shopId: string, signal?: AbortSignal) =>
  api.get<NotificationPreferencesResponse>(`/api/admin/shops/${shopId}/notification-preferences`, { signal });

export const notificationPreferencesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: notificationKeys.preferences(shopId),
    queryFn: ({ signal }) => getNotificationPreferences(shopId, signal),
  });

export const useNotificationPreferences = (shopId: string) =>
  useQuery(notificationPreferencesQueryOptions(shopId));

/** One switch of the type × channel matrix. */
export type PreferenceChange = z.input<typeof notificationPreferencesUpdate>['preferences'][number];

export const updateNotificationPreferences = (shopId: string, preferences: PreferenceChange[]) =>
  api.put<NotificationPreferencesResponse>(`/api/admin/shops/${shopId}/notification-preferences`, {
    preferences,
  });

/** A switch flips at once; the answer (the whole matrix) replaces the cache, a failure puts it back. */
export function useUpdateNotificationPreferences(shopId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences(shopId);
  return useMutation(
    mutationOptions({
      mutationKey: ['shops', shopId, 'notification-preferences', 'update'],
      mutationFn: (change: PreferenceChange) => updateNotificationPreferences(shopId, [change]),
      onMutate: async (change) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<NotificationPreferencesResponse>(key);
        if (previous) {
          queryClient.setQueryData<NotificationPreferencesResponse>(key, {
            items: previous.items.map((row) =>
              row.type === change.type
                ? { ...row, channels: { ...row.channels, [change.channel]: change.enabled } }
                : row,
            ),
          });
        }
        return { previous };
      },
      onError: (_error, _change, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
      },
      onSuccess: (matrix) => queryClient.setQueryData(key, matrix),
    }),
  );
}
