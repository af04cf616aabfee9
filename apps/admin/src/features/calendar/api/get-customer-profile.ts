import type { AppointmentResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CustomerSummary, customersQueryKey } from './search-customers.ts';

/** The domain's `customerProfileResponse`: the summary and every appointment, newest first. */
export interface CustomerProfile extends CustomerSummary {
  history: AppointmentResponse[];
}

export const getCustomerProfile = (shopId: string, id: string, signal?: AbortSignal) =>
  api.get<CustomerProfile>(`/api/admin/shops/${shopId}/customers/${id}`, { signal });

export const customerProfileQueryOptions = (shopId: string, id: string) =>
  queryOptions({
    queryKey: [...customersQueryKey(shopId), id],
    queryFn: ({ signal }) => getCustomerProfile(shopId, id, signal),
  });

export const useCustomerProfile = (shopId: string, id: string | null) =>
  useQuery({ ...customerProfileQueryOptions(shopId, id ?? ''), enabled: id !== null });
