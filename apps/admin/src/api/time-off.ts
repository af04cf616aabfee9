import type { timeOffRequest, timeOffResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { DateRange, Ok, Page } from './types.ts';

/** Blocked time of one stylist: a holiday, sick leave, a break. */
export type TimeOff = z.output<typeof timeOffResponse>;
export type TimeOffInput = z.input<typeof timeOffRequest>;

/** The calendar's and a stylist's page's lists share the prefix, so a change in one refreshes both. */
export const timeOffKeys = {
  all: (shopId: string) => ['shops', shopId, 'time-off'] as const,
  range: (shopId: string, range: DateRange) => [...timeOffKeys.all(shopId), range.from, range.to] as const,
  stylist: (shopId: string, stylistId: string, range: DateRange) =>
    [...timeOffKeys.all(shopId), 'stylist', stylistId, range.from, range.to] as const,
};

const invalidateTimeOff = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: timeOffKeys.all(shopId) });

export const listTimeOff = (
  shopId: string,
  query: DateRange & { stylistId?: string },
  signal?: AbortSignal,
) =>
  api.get<Page<TimeOff>>(`/api/admin/shops/${shopId}/time-off`, {
    query: { from: query.from, to: query.to, stylistId: query.stylistId },
    signal,
  });

/** Everyone's, for the calendar: moving between weeks keeps the old blocks until the new ones arrive. */
export const timeOffQueryOptions = (shopId: string, range: DateRange) =>
  queryOptions({
    queryKey: timeOffKeys.range(shopId, range),
    queryFn: ({ signal }) => listTimeOff(shopId, range, signal),
    placeholderData: (previous) => previous,
  });

export const useTimeOff = (shopId: string, range: DateRange) => useQuery(timeOffQueryOptions(shopId, range));

export const stylistTimeOffQueryOptions = (shopId: string, stylistId: string, range: DateRange) =>
  queryOptions({
    queryKey: timeOffKeys.stylist(shopId, stylistId, range),
    queryFn: ({ signal }) => listTimeOff(shopId, { ...range, stylistId }, signal),
  });

export const useStylistTimeOff = (shopId: string, stylistId: string, range: DateRange) =>
  useQuery(stylistTimeOffQueryOptions(shopId, stylistId, range));

export const createTimeOff = (shopId: string, body: TimeOffInput) =>
  api.post<TimeOff>(`/api/admin/shops/${shopId}/time-off`, body);

/** The form shows the error itself, next to the fields it names. */
export const createTimeOffMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'time-off', 'create'],
    mutationFn: (body: TimeOffInput) => createTimeOff(shopId, body),
    meta: { errorToast: false },
    onSettled: () => invalidateTimeOff(queryClient, shopId),
  });

export function useCreateTimeOff(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createTimeOffMutationOptions(queryClient, shopId));
}

export const deleteTimeOff = (shopId: string, id: string) =>
  api.delete<Ok>(`/api/admin/shops/${shopId}/time-off/${id}`);

/** Errors are toasted, translated, by the query client's mutation cache. */
export const deleteTimeOffMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'time-off', 'delete'],
    mutationFn: (id: string) => deleteTimeOff(shopId, id),
    onSettled: () => invalidateTimeOff(queryClient, shopId),
  });

export function useDeleteTimeOff(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteTimeOffMutationOptions(queryClient, shopId));
}
