import type { CreateShopRequest, ShopResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { sessionQueryKey } from '@salon/web/session';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { shopQueryKey } from './get-shop.ts';

export const createShop = (body: CreateShopRequest) => api.post<ShopResponse>('/api/me/shops', body);

export const createShopMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['me', 'shops', 'create'],
    mutationFn: createShop,
    // The form shows a taken subdomain next to the field.
    meta: { errorToast: false },
    onSuccess: async (shop) => {
      queryClient.setQueryData(shopQueryKey(shop.id), shop);
      // Awaited, so that the new membership is in the session before anyone selects the shop.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });

export function useCreateShop() {
  const queryClient = useQueryClient();
  return useMutation(createShopMutationOptions(queryClient));
}
