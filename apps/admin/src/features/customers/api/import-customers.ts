import { api, REFRESH_PATH } from '@salon/web/api-client';
import { ApiError, apiErrorFromResponse } from '@salon/web/api-error';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { customersQueryKey } from './list-customers.ts';

export interface CustomerImportResult {
  created: number;
  updated: number;
  /** Line numbers count the header as line 1, as a spreadsheet shows them. */
  errors: { line: number; message: string }[];
}

/** The server takes up to 5 MB of CSV. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The shared API client sends JSON only, and JSON bodies stop at 1 MB; the import route reads raw
 * `text/csv` up to 5 MB. An expired access token is renewed once, as the client would.
 */
export async function importCustomers(shopId: string, csv: string): Promise<CustomerImportResult> {
  const send = async () => {
    try {
      return await fetch(`/api/admin/shops/${shopId}/customers/import`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'text/csv' },
        body: csv,
      });
    } catch (error) {
      throw ApiError.network(error);
    }
  };
  let response = await send();
  if (response.status === 401) {
    await api.post(REFRESH_PATH, undefined, { refresh: false });
    response = await send();
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return (await response.json()) as CustomerImportResult;
}

export const importCustomersMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'customers', 'import'],
    mutationFn: (csv: string) => importCustomers(shopId, csv),
    // The import dialog explains a refused file itself.
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersQueryKey(shopId) }),
  });

export function useImportCustomers(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(importCustomersMutationOptions(queryClient, shopId));
}
