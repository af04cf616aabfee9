import type { AppointmentResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CustomerSummary, customersQueryKey } from './list-customers.ts';

/** A customer's profile: the summary plus every appointment, newest first. */
export interface CustomerProfile extends CustomerSummary {
  history: AppointmentResponse[];
}

export const customerQueryKey = (shopId: string, customerId: string) =>
  [...customersQueryKey(shopId), 'profile', customerId] as const;

export const getCustomer = (shopId: string, customerId: string, signal?: AbortSignal) =>
  api.get<CustomerProfile>(`/api/admin/shops/${shopId}/customers/${customerId}`, { signal });

export const customerQueryOptions = (shopId: string, customerId: string) =>
  queryOptions({
    queryKey: customerQueryKey(shopId, customerId),
    queryFn: ({ signal }) => getCustomer(shopId, customerId, signal),
  });

export const useCustomer = (shopId: string, customerId: string) =>
  useQuery(customerQueryOptions(shopId, customerId));
