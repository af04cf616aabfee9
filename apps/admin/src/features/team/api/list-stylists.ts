import type { StylistResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const stylistsQueryKey = (shopId: string) => ['shops', shopId, 'stylists'] as const;

export const listStylists = (shopId: string, signal?: AbortSignal) =>
  api.get<{ items: StylistResponse[]; total: number }>(`/api/admin/shops/${shopId}/stylists`, { signal });

export const stylistsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: stylistsQueryKey(shopId),
    queryFn: ({ signal }) => listStylists(shopId, signal),
  });

export const useStylists = (shopId: string) => useQuery(stylistsQueryOptions(shopId));
