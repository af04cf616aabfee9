import type { closureRequest, closureResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { Ok, Page } from './types.ts';

/** A day the whole shop is closed, such as a public holiday. */
export type Closure = z.output<typeof closureResponse>;
export type ClosureInput = z.input<typeof closureRequest>;

/** Every closures query of a shop starts with `all` (the calendar may ask for a range of them). */
export const closureKeys = {
  all: (shopId: string) => ['shops', shopId, 'closures'] as const,
};

const invalidateClosures = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: closureKeys.all(shopId) });

export const listClosures = (shopId: string, signal?: AbortSignal) =>
  api.get<Page<Closure>>(`/api/admin/shops/${shopId}/closures`, { signal });

export const closuresQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: closureKeys.all(shopId),
    queryFn: ({ signal }) => listClosures(shopId, signal),
  });

export const useClosures = (shopId: string) => useQuery(closuresQueryOptions(shopId));

export const createClosure = (shopId: string, body: ClosureInput) =>
  api.post<Closure>(`/api/admin/shops/${shopId}/closures`, body);

export const createClosureMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'closures', 'create'],
    mutationFn: (body: ClosureInput) => createClosure(shopId, body),
    // A day that is already closed is said next to the date field.
    meta: { errorToast: false },
    onSettled: () => invalidateClosures(queryClient, shopId),
  });

export function useCreateClosure(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createClosureMutationOptions(queryClient, shopId));
}

export const deleteClosure = (shopId: string, id: string) =>
  api.delete<Ok>(`/api/admin/shops/${shopId}/closures/${id}`);

/** Errors are toasted, translated, by the query client's mutation cache. */
export const deleteClosureMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'closures', 'delete'],
    mutationFn: (id: string) => deleteClosure(shopId, id),
    onSettled: () => invalidateClosures(queryClient, shopId),
  });

export function useDeleteClosure(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteClosureMutationOptions(queryClient, shopId));
}
