import type { aliasKinds } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type AliasKind = (typeof aliasKinds)[number];

/** A short booking link of the shop; kind `google` is the one on its Google Business Profile. */
export interface BookingLink {
  id: string;
  alias: string;
  kind: AliasKind;
  /** The path to share, under the server's own address. */
  path: string;
}

export const aliasesQueryKey = (shopId: string) => ['shops', shopId, 'aliases'] as const;

export const listAliases = (shopId: string, signal?: AbortSignal) =>
  api.get<{ items: BookingLink[]; total: number }>(`/api/admin/shops/${shopId}/aliases`, { signal });

export const aliasesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: aliasesQueryKey(shopId),
    queryFn: ({ signal }) => listAliases(shopId, signal),
  });

export const useAliases = (shopId: string) => useQuery(aliasesQueryOptions(shopId));
