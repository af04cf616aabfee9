import type { ShopNotificationSettings, shopNotificationSettingsUpdate } from '@salon/domain';
import { api } from '@salon/web/api-client';
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';

/** Only the settings that change. */
export type NotificationSettingsUpdate = z.input<typeof shopNotificationSettingsUpdate>;

export const notificationSettingsKeys = {
  all: (shopId: string) => ['shops', shopId, 'notification-settings'] as const,
};

export const getNotificationSettings = (shopId: string, signal?: AbortSignal) =>
  api.get<ShopNotificationSettings>(`/api/admin/shops/${shopId}/notification-settings`, { signal });

/** When the shop reminds its customers, its quiet hours and whether it greets them on their birthday. */
export const notificationSettingsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: notificationSettingsKeys.all(shopId),
    queryFn: ({ signal }) => getNotificationSettings(shopId, signal),
  });

export const useNotificationSettings = (shopId: string) => useQuery(notificationSettingsQueryOptions(shopId));

export const updateNotificationSettings = (shopId: string, body: NotificationSettingsUpdate) =>
  api.patch<ShopNotificationSettings>(`/api/admin/shops/${shopId}/notification-settings`, body);

/** The answer is the whole set of settings: it replaces the cached one without asking again. */
export const updateNotificationSettingsMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'notification-settings', 'update'],
    mutationFn: (body: NotificationSettingsUpdate) => updateNotificationSettings(shopId, body),
    meta: { errorToast: false },
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKeys.all(shopId), settings),
  });

export function useUpdateNotificationSettings(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateNotificationSettingsMutationOptions(queryClient, shopId));
}
