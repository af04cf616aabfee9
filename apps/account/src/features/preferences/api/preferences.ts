import { api } from '@salon/web/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '../../../api/types.ts';

const PATH = '/api/me/account/preferences';
export const preferencesKey = ['account', 'preferences'] as const;

export const preferencesQuery = () =>
  queryOptions({ queryKey: preferencesKey, queryFn: ({ signal }) => api.get<Preferences>(PATH, { signal }) });
export const usePreferences = () => useQuery(preferencesQuery());

export interface PreferenceChange {
  shopId: string;
  reminders?: boolean;
  marketing?: boolean;
}

/** One salon's switch; shown switched at once, put back if the server refuses. */
export function useUpdatePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PreferenceChange) => api.patch<unknown>(PATH, change),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: preferencesKey });
      const before = client.getQueryData<Preferences>(preferencesKey);
      if (before)
        client.setQueryData<Preferences>(preferencesKey, {
          ...before,
          shops: before.shops.map((entry) =>
            entry.shop.id === change.shopId
              ? {
                  ...entry,
                  reminders: change.reminders ?? entry.reminders,
                  marketing: change.marketing ?? entry.marketing,
                }
              : entry,
          ),
        });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(preferencesKey, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: preferencesKey }),
  });
}

export function useRemoveDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/me/account/devices/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: preferencesKey }),
  });
}

/** After this browser subscribed: the devices list has one more. */
export function useDevicesChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: preferencesKey });
}
