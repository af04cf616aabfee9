import type { AppointmentLabel, AppointmentResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsQueryKey } from './list-appointments.ts';
import { customersQueryKey } from './search-customers.ts';

/**
 * A move (new start and/or stylist) or a new length, as the calendar's drag and drop and the
 * drawer's reschedule make them; or a new label or note.
 */
export interface UpdateAppointmentInput {
  id: string;
  start?: string;
  stylistId?: string;
  durationMinutes?: number;
  label?: AppointmentLabel;
  customLabel?: string | null;
  note?: string | null;
}

export const updateAppointment = (shopId: string, { id, ...body }: UpdateAppointmentInput) =>
  api.patch<AppointmentResponse>(`/api/admin/shops/${shopId}/appointments/${id}`, body);

export const updateAppointmentMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'appointments', 'update'],
    mutationFn: (input: UpdateAppointmentInput) => updateAppointment(shopId, input),
    // The calendar explains a refused move itself (the card snaps back), the drawer next to its fields.
    meta: { errorToast: false },
    // Refetch also after a failure: the card returns to where the server has it.
    onSettled: (updated) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentsQueryKey(shopId) }),
        updated?.customer
          ? queryClient.invalidateQueries({ queryKey: [...customersQueryKey(shopId), updated.customer.id] })
          : undefined,
      ]),
  });

export function useUpdateAppointment(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateAppointmentMutationOptions(queryClient, shopId));
}
