import type { ServiceResponse } from '@salon/domain';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Category, categoriesQueryKey } from '../api/list-categories.ts';
import { servicesQueryKey } from '../api/list-services.ts';
import { updateCategory } from '../api/update-category.ts';
import { updateService } from '../api/update-service.ts';
import { applyOrderChanges, type OrderChange, type Ordered } from '../lib/menu-order.ts';

type ListData<T> = { items: T[]; total: number } | undefined;

/**
 * Moves rows of a list by writing their display orders, showing the new order at once and
 * putting the old one back if the server refuses. The list is fetched again only after the last
 * of several quick moves, so an answer in flight never undoes a later move on screen.
 */
function useMove<T extends Ordered>(queryKey: QueryKey, write: (change: OrderChange) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const mutationKey = [...queryKey, 'move'];
  return useMutation({
    mutationKey,
    mutationFn: (changes: OrderChange[]) => Promise.all(changes.map(write)),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ListData<T>>(queryKey);
      queryClient.setQueryData<ListData<T>>(queryKey, (old) =>
        old ? { ...old, items: applyOrderChanges(old.items, changes) } : old,
      );
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) <= 1) return queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const useMoveCategory = (shopId: string) =>
  useMove<Category>(categoriesQueryKey(shopId), (change) => updateCategory(shopId, change));

export const useMoveService = (shopId: string) =>
  useMove<ServiceResponse>(servicesQueryKey(shopId), (change) => updateService(shopId, change));
