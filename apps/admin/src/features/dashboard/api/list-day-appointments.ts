import type { AppointmentResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_REFRESH_MS } from './get-dashboard.ts';

/**
 * Starts with the calendar's key of a shop's appointment lists, so that whatever refreshes the
 * shop's appointments (an answered request, the calendar's live updates) refreshes these too.
 */
export const dashboardAppointmentsKey = (shopId: string) => ['shops', shopId, 'appointments'] as const;

/** Every appointment starting on one shop date, in time order. */
export const listDayAppointments = async (shopId: string, date: string, signal?: AbortSignal) => {
  const { items } = await api.get<{ items: AppointmentResponse[]; total: number }>(
    `/api/admin/shops/${shopId}/appointments`,
    { query: { from: date, to: date }, signal },
  );
  return [...items].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
};

export const dayAppointmentsQueryOptions = (shopId: string, date: string) =>
  queryOptions({
    queryKey: [...dashboardAppointmentsKey(shopId), 'dashboard-day', date],
    queryFn: ({ signal }) => listDayAppointments(shopId, date, signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const useDayAppointments = (shopId: string, date: string) =>
  useQuery(dayAppointmentsQueryOptions(shopId, date));
