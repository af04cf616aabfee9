import type { CalendarType } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TimeOff, timeOffQueryKey } from './list-time-off.ts';

export interface CreateTimeOffInput {
  stylistId: string;
  /** ISO 8601 instants. */
  start: string;
  end: string;
  category: CalendarType;
  note?: string | null;
}

export const createTimeOff = (shopId: string, input: CreateTimeOffInput) =>
  api.post<TimeOff>(`/api/admin/shops/${shopId}/time-off`, input);

export const createTimeOffMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'time-off', 'create'],
    mutationFn: (input: CreateTimeOffInput) => createTimeOff(shopId, input),
    // The form shows what went wrong next to its fields.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffQueryKey(shopId) }),
  });

export function useCreateTimeOff(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createTimeOffMutationOptions(queryClient, shopId));
}
