import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { categoriesQueryKey } from './list-categories.ts';
import { servicesQueryKey } from './list-services.ts';

export const deleteCategory = (shopId: string, id: string) =>
  api.delete<{ ok: true }>(`/api/admin/shops/${shopId}/categories/${id}`);

/** Its services stay, without a category: the menu is reloaded too. Errors are toasted. */
export const deleteCategoryMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'categories', 'delete'],
    mutationFn: (id: string) => deleteCategory(shopId, id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriesQueryKey(shopId) }),
        queryClient.invalidateQueries({ queryKey: servicesQueryKey(shopId) }),
      ]),
  });

export function useDeleteCategory(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteCategoryMutationOptions(queryClient, shopId));
}
