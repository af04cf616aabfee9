import type { CalendarType } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TimeOff, timeOffQueryKey } from './list-time-off.ts';

export interface TimeOffInput {
  stylistId: string;
  start: string;
  end: string;
  category: CalendarType;
  note: string | null;
}

export const createTimeOff = (shopId: string, body: TimeOffInput) =>
  api.post<TimeOff>(`/api/admin/shops/${shopId}/time-off`, body);

/** The form shows the error itself, next to the fields it names. */
export const createTimeOffMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'time-off', 'create'],
    mutationFn: (body: TimeOffInput) => createTimeOff(shopId, body),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeOffQueryKey(shopId) }),
  });

export function useCreateTimeOff(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createTimeOffMutationOptions(queryClient, shopId));
}
