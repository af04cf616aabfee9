import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WallInterval } from './get-hours.ts';
import { type DateOverride, overridesQueryKey } from './list-overrides.ts';

export interface OverrideInput {
  date: string;
  intervals: WallInterval[];
  note: string | null;
}

export const setOverride = (shopId: string, stylistId: string, { date, ...body }: OverrideInput) =>
  api.put<DateOverride>(`/api/admin/shops/${shopId}/stylists/${stylistId}/overrides/${date}`, body);

/** The form shows the error itself, next to the fields it names. */
export const setOverrideMutationOptions = (queryClient: QueryClient, shopId: string, stylistId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'stylists', stylistId, 'overrides', 'set'],
    mutationFn: (input: OverrideInput) => setOverride(shopId, stylistId, input),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: overridesQueryKey(shopId, stylistId) }),
  });

export function useSetOverride(shopId: string, stylistId: string) {
  const queryClient = useQueryClient();
  return useMutation(setOverrideMutationOptions(queryClient, shopId, stylistId));
}
