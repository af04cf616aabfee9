import type { AppointmentAction, AppointmentResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsQueryKey } from './list-appointments.ts';
import { customersQueryKey } from './search-customers.ts';

export interface AppointmentActionInput {
  id: string;
  action: AppointmentAction;
  /** Why it was cancelled or declined; kept in the appointment's history. */
  reason?: string | null;
}

export const actOnAppointment = (shopId: string, { id, action, reason }: AppointmentActionInput) =>
  api.post<AppointmentResponse>(
    `/api/admin/shops/${shopId}/appointments/${id}/${action}`,
    reason ? { reason } : {},
  );

/** Errors are toasted, translated, by the query client's mutation cache. */
export const actOnAppointmentMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'appointments', 'action'],
    mutationFn: (input: AppointmentActionInput) => actOnAppointment(shopId, input),
    onSettled: (updated) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentsQueryKey(shopId) }),
        // Visits, no-shows and spend of the customer change with the status.
        updated?.customer
          ? queryClient.invalidateQueries({ queryKey: [...customersQueryKey(shopId), updated.customer.id] })
          : undefined,
      ]),
  });

export function useActOnAppointment(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(actOnAppointmentMutationOptions(queryClient, shopId));
}
