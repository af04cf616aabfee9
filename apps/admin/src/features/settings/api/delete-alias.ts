import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { aliasesQueryKey } from './list-aliases.ts';

export const deleteAlias = (shopId: string, id: string) =>
  api.delete<{ ok: true }>(`/api/admin/shops/${shopId}/aliases/${id}`);

/** Errors are toasted, translated, by the query client's mutation cache. */
export const deleteAliasMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'aliases', 'delete'],
    mutationFn: (id: string) => deleteAlias(shopId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aliasesQueryKey(shopId) }),
  });

export function useDeleteAlias(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteAliasMutationOptions(queryClient, shopId));
}
