import type { CalendarType } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from './list-appointments.ts';

export interface TimeOff {
  id: string;
  stylistId: string;
  start: string;
  end: string;
  category: CalendarType;
  note: string | null;
}

/** Every time-off list of a shop starts with this key: creating or freeing blocked time invalidates it. */
export const timeOffQueryKey = (shopId: string) => ['shops', shopId, 'time-off'] as const;

export const listTimeOff = (shopId: string, range: DateRange, signal?: AbortSignal) =>
  api.get<{ items: TimeOff[] }>(`/api/admin/shops/${shopId}/time-off`, {
    query: { from: range.from, to: range.to },
    signal,
  });

export const timeOffQueryOptions = (shopId: string, range: DateRange) =>
  queryOptions({
    queryKey: [...timeOffQueryKey(shopId), range.from, range.to],
    queryFn: ({ signal }) => listTimeOff(shopId, range, signal),
    placeholderData: (previous) => previous,
  });

export const useTimeOff = (shopId: string, range: DateRange) => useQuery(timeOffQueryOptions(shopId, range));
