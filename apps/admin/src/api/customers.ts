import type {
  customerImportListResponse,
  customerImportPlanResponse,
  customerImportResponse,
  customerImportUndoResponse,
  customerListQuery,
  customerListResponse,
  customerProfileResponse,
  customerResponse,
  customerSorts,
  customerSummary,
  customerUpdateRequest,
  staffCustomerInput,
} from '@salon/domain';
import { api, REFRESH_PATH } from '@salon/web/api-client';
import { ApiError, apiErrorFromResponse } from '@salon/web/api-error';
import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';

export type CustomerSort = (typeof customerSorts)[number];
/** A customer as the shop's list has them: contact and what they have been worth to the shop. */
export type CustomerSummary = z.output<typeof customerSummary>;
/** The summary plus every appointment, newest first. */
export type CustomerProfile = z.output<typeof customerProfileResponse>;
export type CustomerListQuery = Required<z.output<typeof customerListQuery>>;
export type CustomerListResponse = z.output<typeof customerListResponse>;
export type CreatedCustomer = z.output<typeof customerResponse>;
/** Only the fields that changed; null clears one. */
export type CustomerChanges = z.input<typeof customerUpdateRequest>;
export type NewCustomer = z.input<typeof staffCustomerInput> & Pick<CustomerChanges, 'birthday' | 'note'>;
export type CustomerImportResult = z.output<typeof customerImportResponse>;
/** What an import would do, line by line: the preview. */
export type CustomerImportPlan = z.output<typeof customerImportPlanResponse>;
export type CustomerImportLine = CustomerImportPlan['lines'][number];
export type CustomerImportBatch = z.output<typeof customerImportListResponse>['items'][number];
export type CustomerImportUndo = z.output<typeof customerImportUndoResponse>;

/** Every customer query of a shop (lists, searches, profiles) starts with `all`: writes invalidate it. */
export const customerKeys = {
  all: (shopId: string) => ['shops', shopId, 'customers'] as const,
  list: (shopId: string, query: CustomerListQuery) => [...customerKeys.all(shopId), 'list', query] as const,
  search: (shopId: string, q: string) => [...customerKeys.all(shopId), 'search', q] as const,
  profile: (shopId: string, customerId: string) =>
    [...customerKeys.all(shopId), 'profile', customerId] as const,
  imports: (shopId: string) => [...customerKeys.all(shopId), 'imports'] as const,
};

/** A new or imported customer, or a visit booked for one: every list and profile may have changed. */
export const invalidateCustomers = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: customerKeys.all(shopId) });
/** A visit changed: that customer's visits, no-shows and spend. */
export const invalidateCustomer = (queryClient: QueryClient, shopId: string, customerId: string) =>
  queryClient.invalidateQueries({ queryKey: customerKeys.profile(shopId, customerId) });
/** One customer changed and their profile is set from the answer: the lists showing them. */
const invalidateCustomerLists = (queryClient: QueryClient, shopId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...customerKeys.all(shopId), 'list'] }),
    queryClient.invalidateQueries({ queryKey: [...customerKeys.all(shopId), 'search'] }),
  ]);

// ── Lists ───────────────────────────────────────────────────────────────────

export const listCustomers = (shopId: string, query: Partial<CustomerListQuery>, signal?: AbortSignal) =>
  api.get<CustomerListResponse>(`/api/admin/shops/${shopId}/customers`, {
    query: { q: query.q || undefined, sort: query.sort, page: query.page, pageSize: query.pageSize },
    signal,
  });

export const customersQueryOptions = (shopId: string, query: CustomerListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(shopId, query),
    queryFn: ({ signal }) => listCustomers(shopId, query, signal),
    // Typing a search or turning a page keeps the rows shown until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useCustomers = (shopId: string, query: CustomerListQuery) =>
  useQuery(customersQueryOptions(shopId, query));

const SEARCH_PAGE_SIZE = 8;

/** A picker's few matches; with nothing typed, the customers seen last. */
export const customerSearchQueryOptions = (shopId: string, q: string) =>
  queryOptions({
    queryKey: customerKeys.search(shopId, q),
    queryFn: ({ signal }) =>
      listCustomers(shopId, { q, pageSize: SEARCH_PAGE_SIZE, sort: q ? 'name' : '-lastVisit' }, signal),
    // The list keeps the last answer while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useCustomerSearch = (shopId: string, q: string, enabled = true) =>
  useQuery({ ...customerSearchQueryOptions(shopId, q), enabled });

/**
 * The shop's customer with exactly this e-mail, if any. Adding a customer with a known address
 * would quietly rename that record on the server, so the form asks first.
 */
export async function findCustomerByEmail(shopId: string, email: string): Promise<CustomerSummary | null> {
  const wanted = email.trim().toLowerCase();
  const { items } = await listCustomers(shopId, { q: wanted, pageSize: 20 });
  return items.find((c) => c.email?.toLowerCase() === wanted) ?? null;
}

// ── One customer ────────────────────────────────────────────────────────────

export const getCustomer = (shopId: string, customerId: string, signal?: AbortSignal) =>
  api.get<CustomerProfile>(`/api/admin/shops/${shopId}/customers/${customerId}`, { signal });

export const customerQueryOptions = (shopId: string, customerId: string) =>
  queryOptions({
    queryKey: customerKeys.profile(shopId, customerId),
    queryFn: ({ signal }) => getCustomer(shopId, customerId, signal),
  });

/** Waits while no customer is chosen. */
export const useCustomer = (shopId: string, customerId: string | null) =>
  useQuery({ ...customerQueryOptions(shopId, customerId ?? ''), enabled: !!customerId });

export const updateCustomer = (shopId: string, customerId: string, changes: CustomerChanges) =>
  api.patch<CustomerProfile>(`/api/admin/shops/${shopId}/customers/${customerId}`, changes);

export const updateCustomerMutationOptions = (queryClient: QueryClient, shopId: string, customerId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'customers', 'update', customerId],
    mutationFn: (changes: CustomerChanges) => updateCustomer(shopId, customerId, changes),
    // The form shows field errors next to the fields itself.
    meta: { errorToast: false },
    onSuccess: async (profile) => {
      queryClient.setQueryData(customerKeys.profile(shopId, customerId), profile);
      await invalidateCustomerLists(queryClient, shopId);
    },
  });

export function useUpdateCustomer(shopId: string, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateCustomerMutationOptions(queryClient, shopId, customerId));
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
    onSettled: () => invalidateCustomers(queryClient, shopId),
  });

export function useCreateCustomer(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createCustomerMutationOptions(queryClient, shopId));
}

// ── CSV ─────────────────────────────────────────────────────────────────────

/**
 * Where the browser downloads every customer as CSV. A plain link carries the session cookie,
 * and the browser streams the file to disk without holding it in the page.
 */
export const customersExportUrl = (shopId: string) => `/api/admin/shops/${shopId}/customers/export.csv`;

/** The server takes up to 5 MB of CSV. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The shared API client sends JSON only, and JSON bodies stop at 1 MB; the import routes read raw
 * `text/csv` up to 5 MB. An expired access token is renewed once, as the client would.
 */
async function sendCsv<T>(path: string, csv: string): Promise<T> {
  const send = async () => {
    try {
      return await fetch(path, {
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
  return (await response.json()) as T;
}

/** What importing the file would do; nothing is written. */
export const previewCustomerImport = (shopId: string, csv: string) =>
  sendCsv<CustomerImportPlan>(`/api/admin/shops/${shopId}/customers/import/preview`, csv);

/** Imports the file as its preview (`plan`, the preview's digest) showed it, or not at all. */
export const importCustomers = (shopId: string, csv: string, options: { plan: string; fileName: string }) =>
  sendCsv<CustomerImportResult>(
    `/api/admin/shops/${shopId}/customers/import?${new URLSearchParams(options)}`,
    csv,
  );

export const previewCustomerImportMutationOptions = (shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'customers', 'import', 'preview'],
    mutationFn: (csv: string) => previewCustomerImport(shopId, csv),
    // The import dialog explains a refused file itself.
    meta: { errorToast: false },
  });

export function usePreviewCustomerImport(shopId: string) {
  return useMutation(previewCustomerImportMutationOptions(shopId));
}

export const importCustomersMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'customers', 'import'],
    mutationFn: ({ csv, plan, fileName }: { csv: string; plan: string; fileName: string }) =>
      importCustomers(shopId, csv, { plan, fileName }),
    meta: { errorToast: false },
    onSettled: () => invalidateCustomers(queryClient, shopId),
  });

export function useImportCustomers(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(importCustomersMutationOptions(queryClient, shopId));
}

export const listCustomerImports = (shopId: string, signal?: AbortSignal) =>
  api.get<{ items: CustomerImportBatch[] }>(`/api/admin/shops/${shopId}/customers/imports`, { signal });

export const customerImportsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: customerKeys.imports(shopId),
    queryFn: ({ signal }) => listCustomerImports(shopId, signal),
  });

/** The latest imports, to undo one. */
export const useCustomerImports = (shopId: string) => useQuery(customerImportsQueryOptions(shopId));

export const undoCustomerImport = (shopId: string, batchId: string) =>
  api.post<CustomerImportUndo>(`/api/admin/shops/${shopId}/customers/imports/${batchId}/undo`, {});

export const undoCustomerImportMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'customers', 'import', 'undo'],
    mutationFn: (batchId: string) => undoCustomerImport(shopId, batchId),
    // Lists, profiles and the imports list (its undone mark): all under the customers' key.
    onSettled: () => invalidateCustomers(queryClient, shopId),
  });

export function useUndoCustomerImport(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(undoCustomerImportMutationOptions(queryClient, shopId));
}
