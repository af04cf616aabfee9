import type { BookingRules } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getRules = (shopId: string, signal?: AbortSignal) =>
  api.get<BookingRules>(`/api/admin/shops/${shopId}/rules`, { signal });

export const rulesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: ['shops', shopId, 'rules'],
    queryFn: ({ signal }) => getRules(shopId, signal),
  });

/** The shop's rules; the menu needs their currency. */
export const useRules = (shopId: string) => useQuery(rulesQueryOptions(shopId));
