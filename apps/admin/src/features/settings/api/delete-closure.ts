import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { closuresQueryKey } from './list-closures.ts';

export const deleteClosure = (shopId: string, id: string) =>
  api.delete<{ ok: true }>(`/api/admin/shops/${shopId}/closures/${id}`);

/** Errors are toasted, translated, by the query client's mutation cache. */
export const deleteClosureMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'closures', 'delete'],
    mutationFn: (id: string) => deleteClosure(shopId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closuresQueryKey(shopId) }),
  });

export function useDeleteClosure(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteClosureMutationOptions(queryClient, shopId));
}
