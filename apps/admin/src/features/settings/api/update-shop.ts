import type { ShopResponse, UpdateShopRequest } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { sessionQueryKey } from '@salon/web/session';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { rulesQueryKey } from './get-rules.ts';
import { shopDetailsQueryKey } from './get-shop.ts';

export const updateShop = (shopId: string, body: UpdateShopRequest) =>
  api.patch<ShopResponse>(`/api/admin/shops/${shopId}`, body);

export const updateShopMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'details', 'update'],
    mutationFn: (body: UpdateShopRequest) => updateShop(shopId, body),
    // The form puts server validation errors on its fields.
    meta: { errorToast: false },
    onSuccess: async (shop) => {
      queryClient.setQueryData(shopDetailsQueryKey(shopId), shop);
      // The session carries the shop's name and time zone (header, calendar); the rules repeat the zone.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: rulesQueryKey(shopId) }),
      ]);
    },
  });

export function useUpdateShop(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateShopMutationOptions(queryClient, shopId));
}
