import type { AppointmentAction, AppointmentResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsQueryKey } from './list-appointments.ts';

export interface AppointmentActionInput {
  id: string;
  action: AppointmentAction;
}

export const actOnAppointment = (shopId: string, { id, action }: AppointmentActionInput) =>
  api.post<AppointmentResponse>(`/api/admin/shops/${shopId}/appointments/${id}/${action}`, {});

/** Errors are toasted, translated, by the query client's mutation cache. */
export const actOnAppointmentMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'appointments', 'action'],
    mutationFn: (input: AppointmentActionInput) => actOnAppointment(shopId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey(shopId) }),
  });

export function useActOnAppointment(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(actOnAppointmentMutationOptions(queryClient, shopId));
}
