import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { overridesQueryKey } from './list-overrides.ts';

export const deleteOverride = (shopId: string, stylistId: string, date: string) =>
  api.delete<{ ok: true }>(`/api/admin/shops/${shopId}/stylists/${stylistId}/overrides/${date}`);

/** The date goes back to the weekly hours. Errors are toasted. */
export const deleteOverrideMutationOptions = (queryClient: QueryClient, shopId: string, stylistId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'stylists', stylistId, 'overrides', 'delete'],
    mutationFn: (date: string) => deleteOverride(shopId, stylistId, date),
    onSettled: () => queryClient.invalidateQueries({ queryKey: overridesQueryKey(shopId, stylistId) }),
  });

export function useDeleteOverride(shopId: string, stylistId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteOverrideMutationOptions(queryClient, shopId, stylistId));
}
