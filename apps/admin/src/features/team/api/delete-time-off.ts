import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { timeOffQueryKey } from './list-time-off.ts';

export const deleteTimeOff = (shopId: string, id: string) =>
  api.delete<{ ok: true }>(`/api/admin/shops/${shopId}/time-off/${id}`);

/** Errors are toasted. */
export const deleteTimeOffMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'time-off', 'delete'],
    mutationFn: (id: string) => deleteTimeOff(shopId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeOffQueryKey(shopId) }),
  });

export function useDeleteTimeOff(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteTimeOffMutationOptions(queryClient, shopId));
}
