import type { SearchResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The server answers from two characters on. */
export const MIN_QUERY_LENGTH = 2;

export const search = (shopId: string, q: string, signal?: AbortSignal) =>
  api.get<SearchResponse>(`/api/admin/shops/${shopId}/search`, { query: { q }, signal });

export const searchQueryOptions = (shopId: string, q: string) =>
  queryOptions({
    queryKey: ['shops', shopId, 'search', q],
    queryFn: ({ signal }) => search(shopId, q, signal),
    staleTime: 30_000,
    // While the next letters are on their way, the last results stay instead of flashing empty;
    // never another shop's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === shopId ? keepPreviousData(previous) : undefined,
  });

export const useSearch = (shopId: string | null, q: string) =>
  useQuery({
    ...searchQueryOptions(shopId ?? '', q),
    enabled: shopId !== null && q.length >= MIN_QUERY_LENGTH,
  });
