import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Category, categoriesQueryKey } from './list-categories.ts';

export interface CategoryInput {
  name: string;
  description: string | null;
  displayOrder?: number;
}

export const createCategory = (shopId: string, body: CategoryInput) =>
  api.post<Category>(`/api/admin/shops/${shopId}/categories`, body);

/** The form shows the error itself, next to the fields it names. */
export const createCategoryMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'categories', 'create'],
    mutationFn: (body: CategoryInput) => createCategory(shopId, body),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey(shopId) }),
  });

export function useCreateCategory(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createCategoryMutationOptions(queryClient, shopId));
}
