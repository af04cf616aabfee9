import { api } from '@salon/web/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '../../../api/types.ts';

export const cancelAppointment = (id: string) =>
  api.post<{ appointment: Appointment }>(`/api/me/account/appointments/${encodeURIComponent(id)}/cancel`);

export function useCancelAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    // It stays where it was, now as cancelled; points and notifications may follow.
    onSettled: () => client.invalidateQueries({ queryKey: ['account'] }),
  });
}
