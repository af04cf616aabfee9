import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WallInterval } from './get-hours.ts';

/** Other hours on one date; no intervals means the stylist is off that day. */
export interface DateOverride {
  date: string;
  intervals: WallInterval[];
  note: string | null;
}

export interface DateRange {
  from: string;
  to: string;
}

export const overridesQueryKey = (shopId: string, stylistId: string) =>
  ['shops', shopId, 'stylists', stylistId, 'overrides'] as const;

export const listOverrides = (shopId: string, stylistId: string, range: DateRange, signal?: AbortSignal) =>
  api.get<{ items: DateOverride[]; total: number }>(
    `/api/admin/shops/${shopId}/stylists/${stylistId}/overrides`,
    { query: { from: range.from, to: range.to }, signal },
  );

export const overridesQueryOptions = (shopId: string, stylistId: string, range: DateRange) =>
  queryOptions({
    queryKey: [...overridesQueryKey(shopId, stylistId), range.from, range.to],
    queryFn: ({ signal }) => listOverrides(shopId, stylistId, range, signal),
  });

export const useOverrides = (shopId: string, stylistId: string, range: DateRange) =>
  useQuery(overridesQueryOptions(shopId, stylistId, range));
