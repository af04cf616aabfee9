import type { AppointmentResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appointmentsQueryKey } from './list-appointments.ts';

/** One line of an appointment's history (the domain's `appointmentDetailResponse`). */
export interface HistoryEntry {
  at: string;
  /** created, moved, updated, rescheduled, or an action such as cancel. */
  action: string;
  actorKind: 'staff' | 'customer' | 'system';
  actorName: string | null;
  changes: unknown;
}

export interface AppointmentDetail extends AppointmentResponse {
  history: HistoryEntry[];
}

export const getAppointment = (shopId: string, id: string, signal?: AbortSignal) =>
  api.get<AppointmentDetail>(`/api/admin/shops/${shopId}/appointments/${id}`, { signal });

/** Under the appointments key, so that every change and live update refreshes the history too. */
export const appointmentQueryOptions = (shopId: string, id: string) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey(shopId), 'detail', id],
    queryFn: ({ signal }) => getAppointment(shopId, id, signal),
  });

export const useAppointment = (shopId: string, id: string, enabled: boolean) =>
  useQuery({ ...appointmentQueryOptions(shopId, id), enabled });
