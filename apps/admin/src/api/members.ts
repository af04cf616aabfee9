import type { memberListResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

/** The people who sign in to the shop's admin app: owners and staff. */
export const memberKeys = {
  all: (shopId: string) => ['shops', shopId, 'members'] as const,
};

export const listMembers = (shopId: string, signal?: AbortSignal) =>
  api.get<z.output<typeof memberListResponse>>(`/api/admin/shops/${shopId}/members`, { signal });

export const membersQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: memberKeys.all(shopId),
    queryFn: ({ signal }) => listMembers(shopId, signal),
  });

export const useMembers = (shopId: string) => useQuery(membersQueryOptions(shopId));
