import type { StylistResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const listStylists = (shopId: string, signal?: AbortSignal) =>
  api.get<{ items: StylistResponse[] }>(`/api/admin/shops/${shopId}/stylists`, { signal });

export const stylistsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: ['shops', shopId, 'stylists'],
    queryFn: ({ signal }) => listStylists(shopId, signal),
  });

export const useStylists = (shopId: string) => useQuery(stylistsQueryOptions(shopId));
