import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { applyOrderChanges, type OrderChange, type Ordered } from './display-order.ts';

type ListData<T> = { items: T[]; total: number } | undefined;

/**
 * Moves rows of a cached list by writing their display orders, showing the new order at once and
 * putting the old one back if the server refuses. The list is fetched again only after the last
 * of several quick moves, so an answer in flight never undoes a later move on screen. `exact`
 * keeps the cancel and the refetch to the list itself when other queries live below its key.
 */
export function useMoveInList<T extends Ordered>(
  queryKey: QueryKey,
  write: (change: OrderChange) => Promise<unknown>,
  { exact = false }: { exact?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const mutationKey = [...queryKey, 'move'];
  return useMutation({
    mutationKey,
    mutationFn: (changes: OrderChange[]) => Promise.all(changes.map(write)),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey, exact });
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
      if (queryClient.isMutating({ mutationKey }) <= 1)
        return queryClient.invalidateQueries({ queryKey, exact });
    },
  });
}
