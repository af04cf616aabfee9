import type { AppointmentLabel, AppointmentResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsQueryKey } from './list-appointments.ts';
import { customersQueryKey } from './search-customers.ts';

/** The body of POST /appointments as staff send it (the domain's `createAppointmentRequest`). */
export interface CreateAppointmentBody {
  services: string[];
  start: string;
  stylist: string | 'any';
  customerId?: string | null;
  customer?: { name: string; email?: string | null; phone?: string | null } | null;
  source: 'admin' | 'walk_in';
  label?: AppointmentLabel;
  customLabel?: string | null;
  note?: string | null;
  override: boolean;
}

export interface CreateAppointmentInput {
  body: CreateAppointmentBody;
  /** The same key for a retry of the same booking, so a lost answer never books twice. */
  idempotencyKey: string;
}

export const createAppointment = (shopId: string, { body, idempotencyKey }: CreateAppointmentInput) =>
  api.post<AppointmentResponse>(`/api/admin/shops/${shopId}/appointments`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const createAppointmentMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'appointments', 'create'],
    mutationFn: (input: CreateAppointmentInput) => createAppointment(shopId, input),
    // The form shows what went wrong next to its fields.
    meta: { errorToast: false },
    onSuccess: (_created, { body }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentsQueryKey(shopId) }),
        // A new customer joins the list; a known one has a new visit in their history.
        body.customer || body.customerId
          ? queryClient.invalidateQueries({ queryKey: customersQueryKey(shopId) })
          : undefined,
      ]),
  });

export function useCreateAppointment(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createAppointmentMutationOptions(queryClient, shopId));
}
