import type { DashboardResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../lib/periods.ts';

/** The spec's filter options for the figures: all, the online booking page, Google. */
export const dashboardSources = ['all', 'online', 'google'] as const;
export type DashboardSource = (typeof dashboardSources)[number];

export interface DashboardQuery extends DateRange {
  source: DashboardSource;
}

/** Answering a request or any other booking change invalidates every figure of the shop by this key. */
export const dashboardQueryKey = (shopId: string) => ['shops', shopId, 'dashboard'] as const;

/** The figures move with every booking; a minute is fresh enough for a screen left open all day. */
export const DASHBOARD_REFRESH_MS = 60_000;

export const getDashboard = (shopId: string, query: DashboardQuery, signal?: AbortSignal) =>
  api.get<DashboardResponse>(`/api/admin/shops/${shopId}/dashboard`, {
    query: { from: query.from, to: query.to, source: query.source },
    signal,
  });

export const dashboardQueryOptions = (shopId: string, query: DashboardQuery) =>
  queryOptions({
    queryKey: [...dashboardQueryKey(shopId), query.from, query.to, query.source],
    queryFn: ({ signal }) => getDashboard(shopId, query, signal),
    // Another period keeps the old figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const useDashboard = (shopId: string, query: DashboardQuery) =>
  useQuery(dashboardQueryOptions(shopId, query));
