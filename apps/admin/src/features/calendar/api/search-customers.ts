import { api } from '@salon/web/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** A customer as the shop's list has them (the domain's `customerSummary`). */
export interface CustomerSummary {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  userId: string | null;
  birthday: string | null;
  note: string | null;
  visits: number;
  noShows: number;
  /** Minor units of the shop's currency. */
  spend: number;
  lastVisit: string | null;
}

/** Every customer query of a shop starts with this key: adding a customer invalidates it. */
export const customersQueryKey = (shopId: string) => ['shops', shopId, 'customers'] as const;

const PAGE_SIZE = 8;

export const searchCustomers = (shopId: string, q: string, signal?: AbortSignal) =>
  api.get<{ items: CustomerSummary[]; total: number }>(`/api/admin/shops/${shopId}/customers`, {
    query: { q: q || undefined, pageSize: PAGE_SIZE, sort: q ? 'name' : '-lastVisit' },
    signal,
  });

export const customerSearchQueryOptions = (shopId: string, q: string) =>
  queryOptions({
    queryKey: [...customersQueryKey(shopId), 'search', q],
    queryFn: ({ signal }) => searchCustomers(shopId, q, signal),
    // The list keeps the last answer while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useCustomerSearch = (shopId: string, q: string, enabled = true) =>
  useQuery({ ...customerSearchQueryOptions(shopId, q), enabled });
