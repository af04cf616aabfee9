import type { MemberResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const membersQueryKey = (shopId: string) => ['shops', shopId, 'members'] as const;

/** The people who sign in to the shop's admin app: owners and staff. */
export const listMembers = (shopId: string, signal?: AbortSignal) =>
  api.get<{ items: MemberResponse[]; total: number }>(`/api/admin/shops/${shopId}/members`, { signal });

export const membersQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: membersQueryKey(shopId),
    queryFn: ({ signal }) => listMembers(shopId, signal),
  });

export const useMembers = (shopId: string) => useQuery(membersQueryOptions(shopId));
