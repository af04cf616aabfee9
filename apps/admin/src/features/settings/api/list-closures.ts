import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A day the whole shop is closed, such as a public holiday. */
export interface Closure {
  id: string;
  /** YYYY-MM-DD in the shop's time zone. */
  date: string;
  name: string;
}

/** Every closures query of a shop starts with this key (the calendar may ask for a range of them). */
export const closuresQueryKey = (shopId: string) => ['shops', shopId, 'closures'] as const;

export const listClosures = (shopId: string, signal?: AbortSignal) =>
  api.get<{ items: Closure[]; total: number }>(`/api/admin/shops/${shopId}/closures`, { signal });

export const closuresQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: closuresQueryKey(shopId),
    queryFn: ({ signal }) => listClosures(shopId, signal),
  });

export const useClosures = (shopId: string) => useQuery(closuresQueryOptions(shopId));
