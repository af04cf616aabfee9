import { addDays } from '@salon/domain/calendar-date';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appointmentKeys, listAppointments } from '../../../api/appointments.ts';
import { DASHBOARD_REFRESH_MS } from '../../../api/dashboard.ts';

/** As far ahead as a shop may let customers book (the rules allow up to 730 days). */
const HORIZON_DAYS = 730;

/**
 * Requests still waiting for the shop's answer whose time has not come yet, soonest first: the
 * ones the dashboard's `pendingRequests` counts.
 */
export const listPendingRequests = async (shopId: string, today: string, signal?: AbortSignal) => {
  const { items } = await listAppointments(
    shopId,
    { from: today, to: addDays(today, HORIZON_DAYS), status: 'pending' },
    signal,
  );
  const now = Date.now();
  return items
    .filter((item) => Date.parse(item.start) >= now)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
};

/** Under the shop's appointments key; answering a request takes it out of this list at once. */
export const pendingRequestsQueryOptions = (shopId: string, today: string) =>
  queryOptions({
    queryKey: [...appointmentKeys.pending(shopId), today],
    queryFn: ({ signal }) => listPendingRequests(shopId, today, signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const usePendingRequests = (shopId: string, today: string) =>
  useQuery(pendingRequestsQueryOptions(shopId, today));
