import type { AppointmentResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays } from '../lib/periods.ts';
import { DASHBOARD_REFRESH_MS } from './get-dashboard.ts';
import { dashboardAppointmentsKey } from './list-day-appointments.ts';

/** As far ahead as a shop may let customers book (the rules allow up to 730 days). */
const HORIZON_DAYS = 730;

export const pendingRequestsKey = (shopId: string) =>
  [...dashboardAppointmentsKey(shopId), 'dashboard-pending'] as const;

/**
 * Requests still waiting for the shop's answer whose time has not come yet, soonest first: the
 * ones the dashboard's `pendingRequests` counts.
 */
export const listPendingRequests = async (shopId: string, today: string, signal?: AbortSignal) => {
  const { items } = await api.get<{ items: AppointmentResponse[]; total: number }>(
    `/api/admin/shops/${shopId}/appointments`,
    { query: { from: today, to: addDays(today, HORIZON_DAYS), status: 'pending' }, signal },
  );
  const now = Date.now();
  return items
    .filter((item) => Date.parse(item.start) >= now)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
};

export const pendingRequestsQueryOptions = (shopId: string, today: string) =>
  queryOptions({
    queryKey: [...pendingRequestsKey(shopId), today],
    queryFn: ({ signal }) => listPendingRequests(shopId, today, signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const usePendingRequests = (shopId: string, today: string) =>
  useQuery(pendingRequestsQueryOptions(shopId, today));
