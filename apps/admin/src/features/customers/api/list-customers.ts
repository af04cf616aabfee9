import type { customerSorts } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type CustomerSort = (typeof customerSorts)[number];

/** A customer as the list shows them (the server's `customerSummary`). */
export interface CustomerSummary {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  userId: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  note: string | null;
  visits: number;
  noShows: number;
  /** Minor units of the shop's currency, completed visits only. */
  spend: number;
  lastVisit: string | null;
}

export interface CustomerListQuery {
  q: string;
  sort: CustomerSort;
  page: number;
  pageSize: number;
}

export interface CustomerListResponse {
  items: CustomerSummary[];
  total: number;
}

/** Every customer query of a shop (lists and profiles) starts with this key: writes invalidate it. */
export const customersQueryKey = (shopId: string) => ['shops', shopId, 'customers'] as const;

export const listCustomers = (shopId: string, query: CustomerListQuery, signal?: AbortSignal) =>
  api.get<CustomerListResponse>(`/api/admin/shops/${shopId}/customers`, {
    query: { q: query.q || undefined, sort: query.sort, page: query.page, pageSize: query.pageSize },
    signal,
  });

export const customersQueryOptions = (shopId: string, query: CustomerListQuery) =>
  queryOptions({
    queryKey: [...customersQueryKey(shopId), 'list', query],
    queryFn: ({ signal }) => listCustomers(shopId, query, signal),
    // Typing a search or turning a page keeps the rows shown until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useCustomers = (shopId: string, query: CustomerListQuery) =>
  useQuery(customersQueryOptions(shopId, query));
