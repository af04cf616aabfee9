import type { StylistResponse } from '@salon/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stylistsQueryKey } from '../api/list-stylists.ts';
import { updateStylist } from '../api/update-stylist.ts';
import { applyOrderChanges, type OrderChange } from '../lib/display-order.ts';

type ListData = { items: StylistResponse[]; total: number } | undefined;

/**
 * Moves stylists by writing their display orders, showing the new order at once and putting the
 * old one back if the server refuses. The list is fetched again only after the last of several
 * quick moves, so an answer in flight never undoes a later move on screen.
 */
export function useMoveStylist(shopId: string) {
  const queryClient = useQueryClient();
  const queryKey = stylistsQueryKey(shopId);
  const mutationKey = [...queryKey, 'move'];
  return useMutation({
    mutationKey,
    mutationFn: (changes: OrderChange[]) =>
      Promise.all(changes.map((change) => updateStylist(shopId, change))),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData<ListData>(queryKey);
      queryClient.setQueryData<ListData>(queryKey, (old) =>
        old ? { ...old, items: applyOrderChanges(old.items, changes) } : old,
      );
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        return queryClient.invalidateQueries({ queryKey, exact: true });
      }
    },
  });
}
