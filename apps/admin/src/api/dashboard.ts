import type { DashboardResponse, dashboardQuery } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DateRange } from './types.ts';

export type DashboardSource = z.output<typeof dashboardQuery>['source'];
/** The spec's filter options for the figures: all, the online booking page, Google. */
export const dashboardSources = ['all', 'online', 'google'] as const satisfies readonly DashboardSource[];

export interface DashboardQuery extends DateRange {
  source: DashboardSource;
}

export const dashboardKeys = {
  all: (shopId: string) => ['shops', shopId, 'dashboard'] as const,
  figures: (shopId: string, query: DashboardQuery) =>
    [...dashboardKeys.all(shopId), query.from, query.to, query.source] as const,
};

/** Any booking change moves every figure of the shop. */
export const invalidateDashboard = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: dashboardKeys.all(shopId) });

/** The figures move with every booking; a minute is fresh enough for a screen left open all day. */
export const DASHBOARD_REFRESH_MS = 60_000;

export const getDashboard = (shopId: string, query: DashboardQuery, signal?: AbortSignal) =>
  api.get<DashboardResponse>(`/api/admin/shops/${shopId}/dashboard`, {
    query: { from: query.from, to: query.to, source: query.source },
    signal,
  });

export const dashboardQueryOptions = (shopId: string, query: DashboardQuery) =>
  queryOptions({
    queryKey: dashboardKeys.figures(shopId, query),
    queryFn: ({ signal }) => getDashboard(shopId, query, signal),
    // Another period keeps the old figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const useDashboard = (shopId: string, query: DashboardQuery) =>
  useQuery(dashboardQueryOptions(shopId, query));
