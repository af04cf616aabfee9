import type { ShopResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const shopQueryKey = (shopId: string) => ['shops', shopId, 'details'] as const;

export const getShop = (shopId: string, signal?: AbortSignal) =>
  api.get<ShopResponse>(`/api/admin/shops/${shopId}`, { signal });

export const shopQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: shopQueryKey(shopId), queryFn: ({ signal }) => getShop(shopId, signal) });

export const useShop = (shopId: string | null) =>
  useQuery({ ...shopQueryOptions(shopId ?? ''), enabled: !!shopId });
