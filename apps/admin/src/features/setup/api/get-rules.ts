import type { BookingRules } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const rulesQueryKey = (shopId: string) => ['shops', shopId, 'rules'] as const;

export const getRules = (shopId: string, signal?: AbortSignal) =>
  api.get<BookingRules>(`/api/admin/shops/${shopId}/rules`, { signal });

export const rulesQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: rulesQueryKey(shopId), queryFn: ({ signal }) => getRules(shopId, signal) });

export const useRules = (shopId: string | null) =>
  useQuery({ ...rulesQueryOptions(shopId ?? ''), enabled: !!shopId });
