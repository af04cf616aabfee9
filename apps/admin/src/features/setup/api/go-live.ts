import type { ShopResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { shopQueryKey } from './get-shop.ts';

export const goLive = (shopId: string) => api.post<ShopResponse>(`/api/admin/shops/${shopId}/go-live`);

export const goLiveMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'go-live'],
    mutationFn: () => goLive(shopId),
    onSuccess: (shop) => queryClient.setQueryData(shopQueryKey(shopId), shop),
  });

export function useGoLive(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(goLiveMutationOptions(queryClient, shopId));
}
