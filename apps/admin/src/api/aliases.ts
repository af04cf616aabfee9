import type { aliasKinds, aliasRequest, aliasResponse } from '@salon/domain';
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

export type AliasKind = (typeof aliasKinds)[number];
/** A short booking link of the shop; kind `google` is the one on its Google Business Profile. */
export type BookingLink = z.output<typeof aliasResponse>;
export type AliasInput = z.input<typeof aliasRequest>;

export const aliasKeys = {
  all: (shopId: string) => ['shops', shopId, 'aliases'] as const,
};

const invalidateAliases = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: aliasKeys.all(shopId) });

export const listAliases = (shopId: string, signal?: AbortSignal) =>
  api.get<Page<BookingLink>>(`/api/admin/shops/${shopId}/aliases`, { signal });

export const aliasesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: aliasKeys.all(shopId),
    queryFn: ({ signal }) => listAliases(shopId, signal),
  });

export const useAliases = (shopId: string) => useQuery(aliasesQueryOptions(shopId));

export const createAlias = (shopId: string, body: AliasInput) =>
  api.post<BookingLink>(`/api/admin/shops/${shopId}/aliases`, body);

export const createAliasMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'aliases', 'create'],
    mutationFn: (body: AliasInput) => createAlias(shopId, body),
    // A taken or malformed name is said next to the field.
    meta: { errorToast: false },
    onSettled: () => invalidateAliases(queryClient, shopId),
  });

export function useCreateAlias(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createAliasMutationOptions(queryClient, shopId));
}

export const deleteAlias = (shopId: string, id: string) =>
  api.delete<Ok>(`/api/admin/shops/${shopId}/aliases/${id}`);

/** Errors are toasted, translated, by the query client's mutation cache. */
export const deleteAliasMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'aliases', 'delete'],
    mutationFn: (id: string) => deleteAlias(shopId, id),
    onSettled: () => invalidateAliases(queryClient, shopId),
  });

export function useDeleteAlias(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteAliasMutationOptions(queryClient, shopId));
}
