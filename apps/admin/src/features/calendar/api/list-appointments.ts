import type { AppointmentResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface DateRange {
  /** YYYY-MM-DD in the shop's time zone, inclusive. */
  from: string;
  to: string;
}

/** Every appointments list of a shop starts with this key: mutations and live updates invalidate it. */
export const appointmentsQueryKey = (shopId: string) => ['shops', shopId, 'appointments'] as const;

export const listAppointments = (shopId: string, range: DateRange, signal?: AbortSignal) =>
  api.get<{ items: AppointmentResponse[]; total: number }>(`/api/admin/shops/${shopId}/appointments`, {
    query: { from: range.from, to: range.to },
    signal,
  });

export const appointmentsQueryOptions = (shopId: string, range: DateRange) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey(shopId), range.from, range.to],
    queryFn: ({ signal }) => listAppointments(shopId, range, signal),
    // Moving between weeks keeps the old cards until the new ones arrive, instead of flashing empty.
    placeholderData: (previous) => previous,
  });

export const useAppointments = (shopId: string, range: DateRange) =>
  useQuery(appointmentsQueryOptions(shopId, range));
