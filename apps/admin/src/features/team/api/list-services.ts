import type { ServiceResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const servicesQueryKey = (shopId: string) => ['shops', shopId, 'services'] as const;

export const listServices = (shopId: string, signal?: AbortSignal) =>
  api.get<{ items: ServiceResponse[]; total: number }>(`/api/admin/shops/${shopId}/services`, { signal });

export const servicesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: servicesQueryKey(shopId),
    queryFn: ({ signal }) => listServices(shopId, signal),
  });

export const useServices = (shopId: string) => useQuery(servicesQueryOptions(shopId));
