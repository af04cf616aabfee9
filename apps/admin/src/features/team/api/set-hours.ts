import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { hoursQueryKey, type WeeklyHours } from './get-hours.ts';

export const setHours = (shopId: string, stylistId: string, body: WeeklyHours) =>
  api.put<WeeklyHours>(`/api/admin/shops/${shopId}/stylists/${stylistId}/hours`, body);

/** The editor shows a refusal next to the day it concerns. */
export const setHoursMutationOptions = (queryClient: QueryClient, shopId: string, stylistId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'stylists', stylistId, 'hours', 'set'],
    mutationFn: (body: WeeklyHours) => setHours(shopId, stylistId, body),
    meta: { errorToast: false },
    onSuccess: (saved) => queryClient.setQueryData(hoursQueryKey(shopId, stylistId), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hoursQueryKey(shopId, stylistId) }),
  });

export function useSetHours(shopId: string, stylistId: string) {
  const queryClient = useQueryClient();
  return useMutation(setHoursMutationOptions(queryClient, shopId, stylistId));
}
