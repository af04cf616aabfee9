import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface Category {
  id: string;
  name: string;
  description: string | null;
  displayOrder: number;
}

export const categoriesQueryKey = (shopId: string) => ['shops', shopId, 'categories'] as const;

export const listCategories = (shopId: string, signal?: AbortSignal) =>
  api.get<{ items: Category[]; total: number }>(`/api/admin/shops/${shopId}/categories`, { signal });

export const categoriesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: categoriesQueryKey(shopId),
    queryFn: ({ signal }) => listCategories(shopId, signal),
  });

export const useCategories = (shopId: string) => useQuery(categoriesQueryOptions(shopId));
