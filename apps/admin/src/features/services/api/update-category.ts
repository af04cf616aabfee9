import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Category, categoriesQueryKey } from './list-categories.ts';

export interface CategoryUpdate {
  id: string;
  name?: string;
  description?: string | null;
  displayOrder?: number;
}

export const updateCategory = (shopId: string, { id, ...body }: CategoryUpdate) =>
  api.patch<Category>(`/api/admin/shops/${shopId}/categories/${id}`, body);

/** The form shows the error itself, next to the fields it names. */
export const updateCategoryMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'categories', 'update'],
    mutationFn: (input: CategoryUpdate) => updateCategory(shopId, input),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey(shopId) }),
  });

export function useUpdateCategory(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateCategoryMutationOptions(queryClient, shopId));
}
