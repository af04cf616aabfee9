import type { ShopResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The shop's own details: profile, branding and where its booking page is. */
export const shopDetailsQueryKey = (shopId: string) => ['shops', shopId, 'details'] as const;

export const getShop = (shopId: string, signal?: AbortSignal) =>
  api.get<ShopResponse>(`/api/admin/shops/${shopId}`, { signal });

export const shopDetailsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: shopDetailsQueryKey(shopId),
    queryFn: ({ signal }) => getShop(shopId, signal),
  });

export const useShopDetails = (shopId: string) => useQuery(shopDetailsQueryOptions(shopId));
