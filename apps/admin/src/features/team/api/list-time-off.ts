import type { CalendarType } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from './list-overrides.ts';

export interface TimeOff {
  id: string;
  stylistId: string;
  start: string;
  end: string;
  category: CalendarType;
  note: string | null;
}

/** The prefix the calendar's time-off queries share too, so a change here refreshes it. */
export const timeOffQueryKey = (shopId: string) => ['shops', shopId, 'time-off'] as const;

export const listStylistTimeOff = (
  shopId: string,
  stylistId: string,
  range: DateRange,
  signal?: AbortSignal,
) =>
  api.get<{ items: TimeOff[]; total: number }>(`/api/admin/shops/${shopId}/time-off`, {
    query: { from: range.from, to: range.to, stylistId },
    signal,
  });

export const stylistTimeOffQueryOptions = (shopId: string, stylistId: string, range: DateRange) =>
  queryOptions({
    queryKey: [...timeOffQueryKey(shopId), 'stylist', stylistId, range.from, range.to],
    queryFn: ({ signal }) => listStylistTimeOff(shopId, stylistId, range, signal),
  });

export const useStylistTimeOff = (shopId: string, stylistId: string, range: DateRange) =>
  useQuery(stylistTimeOffQueryOptions(shopId, stylistId, range));
