import type { WorkingTimeResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from './list-appointments.ts';

export type WorkingTime = WorkingTimeResponse;

export const listWorkingTime = (shopId: string, range: DateRange, signal?: AbortSignal) =>
  api.get<WorkingTime>(`/api/admin/shops/${shopId}/working-time`, {
    query: { from: range.from, to: range.to },
    signal,
  });

/** Under the stylists' key: whatever refreshes the team refreshes their hours too. */
export const workingTimeQueryOptions = (shopId: string, range: DateRange) =>
  queryOptions({
    queryKey: ['shops', shopId, 'stylists', 'working-time', range.from, range.to],
    queryFn: ({ signal }) => listWorkingTime(shopId, range, signal),
    placeholderData: (previous) => previous,
  });

export const useWorkingTime = (shopId: string, range: DateRange) =>
  useQuery(workingTimeQueryOptions(shopId, range));
