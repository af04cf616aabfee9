import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CustomerProfile, customerQueryKey } from './get-customer.ts';
import { customersQueryKey } from './list-customers.ts';

/** Only the fields that changed; null clears one. */
export interface CustomerChanges {
  name?: string;
  email?: string | null;
  phone?: string | null;
  birthday?: string | null;
  note?: string | null;
}

export const updateCustomer = (shopId: string, customerId: string, changes: CustomerChanges) =>
  api.patch<CustomerProfile>(`/api/admin/shops/${shopId}/customers/${customerId}`, changes);

export const updateCustomerMutationOptions = (queryClient: QueryClient, shopId: string, customerId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'customers', 'update', customerId],
    mutationFn: (changes: CustomerChanges) => updateCustomer(shopId, customerId, changes),
    // The form shows field errors next to the fields itself.
    meta: { errorToast: false },
    onSuccess: async (profile) => {
      queryClient.setQueryData(customerQueryKey(shopId, customerId), profile);
      await queryClient.invalidateQueries({ queryKey: [...customersQueryKey(shopId), 'list'] });
    },
  });

export function useUpdateCustomer(shopId: string, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateCustomerMutationOptions(queryClient, shopId, customerId));
}
