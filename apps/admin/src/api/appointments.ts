import type {
  AppointmentAction,
  AppointmentResponse,
  appointmentActionRequest,
  appointmentDetailResponse,
  createAppointmentRequest,
  updateAppointmentRequest,
} from '@salon/domain';
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
import { invalidateCustomer, invalidateCustomers } from './customers.ts';
import { invalidateDashboard } from './dashboard.ts';
import type { DateRange, Page } from './types.ts';

export type AppointmentDetail = z.output<typeof appointmentDetailResponse>;
/** One line of an appointment's history. */
export type HistoryEntry = AppointmentDetail['history'][number];
/** The body of POST /appointments as staff send it. */
export type CreateAppointmentBody = z.input<typeof createAppointmentRequest>;
export interface CreateAppointmentInput {
  body: CreateAppointmentBody;
  /** The same key for a retry of the same booking, so a lost answer never books twice. */
  idempotencyKey: string;
}
/**
 * A move (new start and/or stylist) or a new length, as the calendar's drag and drop and the
 * drawer's reschedule make them; or a new label or note.
 */
export type UpdateAppointmentInput = z.input<typeof updateAppointmentRequest> & { id: string };
/** The body of POST /appointments/:id/:action: why it was cancelled or declined, kept in the history. */
export type AppointmentActionBody = NonNullable<z.input<typeof appointmentActionRequest>>;
export type AppointmentActionInput = AppointmentActionBody & {
  id: string;
  action: AppointmentAction;
  /** Made once per click, so that a retry of the same answer is not applied twice. */
  idempotencyKey?: string;
};
export type RequestAnswer = Extract<AppointmentAction, 'accept' | 'decline'>;
export type AnswerRequestInput = AppointmentActionBody & {
  id: string;
  answer: RequestAnswer;
  idempotencyKey: string;
};

/**
 * Every appointment query of a shop starts with `all`: writes and the calendar's live updates
 * invalidate it, and with it an appointment's history and the dashboard's lists.
 */
export const appointmentKeys = {
  all: (shopId: string) => ['shops', shopId, 'appointments'] as const,
  range: (shopId: string, range: DateRange) =>
    [...appointmentKeys.all(shopId), range.from, range.to] as const,
  detail: (shopId: string, id: string) => [...appointmentKeys.all(shopId), 'detail', id] as const,
  day: (shopId: string, date: string) => [...appointmentKeys.all(shopId), 'dashboard-day', date] as const,
  pending: (shopId: string) => [...appointmentKeys.all(shopId), 'dashboard-pending'] as const,
};

/**
 * After a booking changed: the shop's appointments and its figures, and the customer's visits,
 * no-shows and spend (`customerId`), or every customer when one may have been added (`'all'`).
 */
export const appointmentsChanged = (queryClient: QueryClient, shopId: string, customerId?: string | 'all') =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: appointmentKeys.all(shopId) }),
    invalidateDashboard(queryClient, shopId),
    customerId === 'all'
      ? invalidateCustomers(queryClient, shopId)
      : customerId
        ? invalidateCustomer(queryClient, shopId, customerId)
        : undefined,
  ]);

// ── Reads ───────────────────────────────────────────────────────────────────

export const listAppointments = (
  shopId: string,
  query: DateRange & { status?: string },
  signal?: AbortSignal,
) =>
  api.get<Page<AppointmentResponse>>(`/api/admin/shops/${shopId}/appointments`, {
    query: { from: query.from, to: query.to, status: query.status },
    signal,
  });

export const appointmentsQueryOptions = (shopId: string, range: DateRange) =>
  queryOptions({
    queryKey: appointmentKeys.range(shopId, range),
    queryFn: ({ signal }) => listAppointments(shopId, range, signal),
    // Moving between weeks keeps the old cards until the new ones arrive, instead of flashing empty.
    placeholderData: (previous) => previous,
  });

export const useAppointments = (shopId: string, range: DateRange) =>
  useQuery(appointmentsQueryOptions(shopId, range));

export const getAppointment = (shopId: string, id: string, signal?: AbortSignal) =>
  api.get<AppointmentDetail>(`/api/admin/shops/${shopId}/appointments/${id}`, { signal });

/** Under the appointments key, so that every change and live update refreshes the history too. */
export const appointmentQueryOptions = (shopId: string, id: string) =>
  queryOptions({
    queryKey: appointmentKeys.detail(shopId, id),
    queryFn: ({ signal }) => getAppointment(shopId, id, signal),
  });

export const useAppointment = (shopId: string, id: string, enabled: boolean) =>
  useQuery({ ...appointmentQueryOptions(shopId, id), enabled });

// ── Writes ──────────────────────────────────────────────────────────────────

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
    // A new customer joins the list; a known one has a new visit in their history.
    onSuccess: (_created, { body }) =>
      appointmentsChanged(queryClient, shopId, body.customer || body.customerId ? 'all' : undefined),
  });

export function useCreateAppointment(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createAppointmentMutationOptions(queryClient, shopId));
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
    onSettled: (updated) => appointmentsChanged(queryClient, shopId, updated?.customer?.id),
  });

export function useUpdateAppointment(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateAppointmentMutationOptions(queryClient, shopId));
}

export const actOnAppointment = (
  shopId: string,
  { id, action, reason, idempotencyKey }: AppointmentActionInput,
) =>
  api.post<AppointmentResponse>(
    `/api/admin/shops/${shopId}/appointments/${id}/${action}`,
    reason ? { reason } : {},
    idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined,
  );

/** Errors are toasted, translated, by the query client's mutation cache. */
export const actOnAppointmentMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'appointments', 'action'],
    mutationFn: (input: AppointmentActionInput) => actOnAppointment(shopId, input),
    // Visits, no-shows and spend of the customer change with the status.
    onSettled: (updated) => appointmentsChanged(queryClient, shopId, updated?.customer?.id),
  });

export function useActOnAppointment(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(actOnAppointmentMutationOptions(queryClient, shopId));
}

/** Accepting or declining a request from the dashboard. Errors are toasted. */
export const answerRequestMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'appointments', 'answer'],
    mutationFn: ({ answer, ...input }: AnswerRequestInput) =>
      actOnAppointment(shopId, { ...input, action: answer }),
    onSuccess: (_answered, input) => {
      // Gone from the list at once, not only after the refetch below.
      queryClient.setQueriesData<AppointmentResponse[]>(
        { queryKey: appointmentKeys.pending(shopId) },
        (items) => items?.filter((item) => item.id !== input.id),
      );
    },
    onSettled: (answered) => appointmentsChanged(queryClient, shopId, answered?.customer?.id),
  });

export function useAnswerRequest(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(answerRequestMutationOptions(queryClient, shopId));
}
