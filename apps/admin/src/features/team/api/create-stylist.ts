import type { StylistResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { stylistsQueryKey } from './list-stylists.ts';

export interface StylistInput {
  name: string;
  colorIndex?: number;
  bookableOnline?: boolean;
  active?: boolean;
  userId?: string | null;
  displayOrder?: number;
}

export const createStylist = (shopId: string, body: StylistInput) =>
  api.post<StylistResponse>(`/api/admin/shops/${shopId}/stylists`, body);

/** The form shows the error itself, next to the fields it names. */
export const createStylistMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'stylists', 'create'],
    mutationFn: (body: StylistInput) => createStylist(shopId, body),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: stylistsQueryKey(shopId), exact: true }),
  });

export function useCreateStylist(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createStylistMutationOptions(queryClient, shopId));
}
