import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { customersQueryKey } from './list-customers.ts';
import { type CustomerChanges, updateCustomer } from './update-customer.ts';

export interface NewCustomer {
  name: string;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  note: string | null;
}

export interface CreatedCustomer {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  userId: string | null;
}

/**
 * The create call takes contact details only; birthday and notes follow as a change of the new
 * record, so the person fills in one form.
 */
export async function createCustomer(shopId: string, input: NewCustomer): Promise<CreatedCustomer> {
  const { birthday, note, ...contact } = input;
  const created = await api.post<CreatedCustomer>(`/api/admin/shops/${shopId}/customers`, contact);
  const extra: CustomerChanges = {};
  if (birthday) extra.birthday = birthday;
  if (note) extra.note = note;
  if (Object.keys(extra).length > 0) await updateCustomer(shopId, created.id, extra);
  return created;
}

export const createCustomerMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'customers', 'create'],
    mutationFn: (input: NewCustomer) => createCustomer(shopId, input),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersQueryKey(shopId) }),
  });

export function useCreateCustomer(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createCustomerMutationOptions(queryClient, shopId));
}
