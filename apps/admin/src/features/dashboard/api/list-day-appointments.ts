import { queryOptions, useQuery } from '@tanstack/react-query';
import { appointmentKeys, listAppointments } from '../../../api/appointments.ts';
import { DASHBOARD_REFRESH_MS } from '../../../api/dashboard.ts';

/** Every appointment starting on one shop date, in time order. */
export const listDayAppointments = async (shopId: string, date: string, signal?: AbortSignal) => {
  const { items } = await listAppointments(shopId, { from: date, to: date }, signal);
  return [...items].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
};

/** Under the shop's appointments key: whatever refreshes them (a write, the live updates) refreshes this too. */
export const dayAppointmentsQueryOptions = (shopId: string, date: string) =>
  queryOptions({
    queryKey: appointmentKeys.day(shopId, date),
    queryFn: ({ signal }) => listDayAppointments(shopId, date, signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const useDayAppointments = (shopId: string, date: string) =>
  useQuery(dayAppointmentsQueryOptions(shopId, date));
