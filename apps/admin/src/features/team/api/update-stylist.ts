import type { StylistResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StylistInput } from './create-stylist.ts';
import { stylistsQueryKey } from './list-stylists.ts';

export type StylistUpdate = Partial<StylistInput> & { id: string };

export const updateStylist = (shopId: string, { id, ...body }: StylistUpdate) =>
  api.patch<StylistResponse>(`/api/admin/shops/${shopId}/stylists/${id}`, body);

/** Callers say how a failure is shown: a form next to its fields, a list action in a toast. */
export const updateStylistMutationOptions = (queryClient: QueryClient, shopId: string, errorToast = true) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'stylists', 'update'],
    mutationFn: (input: StylistUpdate) => updateStylist(shopId, input),
    meta: { errorToast },
    onSettled: () => queryClient.invalidateQueries({ queryKey: stylistsQueryKey(shopId), exact: true }),
  });

export function useUpdateStylist(shopId: string, { errorToast = true }: { errorToast?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation(updateStylistMutationOptions(queryClient, shopId, errorToast));
}
