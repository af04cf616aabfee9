import type { AppointmentResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardQueryKey } from './get-dashboard.ts';
import { dashboardAppointmentsKey } from './list-day-appointments.ts';
import { pendingRequestsKey } from './list-pending-requests.ts';

export type RequestAnswer = 'accept' | 'decline';

export interface AnswerRequestInput {
  id: string;
  answer: RequestAnswer;
  reason?: string | undefined;
  /** Made once per click, so that a retry of the same answer is not applied twice. */
  idempotencyKey: string;
}

export const answerRequest = (shopId: string, { id, answer, reason, idempotencyKey }: AnswerRequestInput) =>
  api.post<AppointmentResponse>(
    `/api/admin/shops/${shopId}/appointments/${id}/${answer}`,
    reason ? { reason } : {},
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

/** Errors are toasted, translated, by the query client's mutation cache. */
export const answerRequestMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'appointments', 'answer'],
    mutationFn: (input: AnswerRequestInput) => answerRequest(shopId, input),
    onSuccess: (_answered, input) => {
      // Gone from the list at once, not only after the refetch below.
      queryClient.setQueriesData<AppointmentResponse[]>({ queryKey: pendingRequestsKey(shopId) }, (items) =>
        items?.filter((item) => item.id !== input.id),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardAppointmentsKey(shopId) }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey(shopId) }),
      ]),
  });

export function useAnswerRequest(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(answerRequestMutationOptions(queryClient, shopId));
}
