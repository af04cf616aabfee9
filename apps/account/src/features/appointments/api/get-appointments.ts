import { api } from '@salon/web/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AppointmentsPage } from '../../../api/types.ts';
import type { When } from '../../../lib/route.ts';

export const appointmentsKey = ['account', 'appointments'] as const;

export const getAppointments = (when: When, cursor: string | undefined, signal?: AbortSignal) =>
  api.get<AppointmentsPage>('/api/me/account/appointments', {
    query: { when, cursor },
    ...(signal ? { signal } : {}),
  });

export const appointmentsQuery = (when: When) =>
  infiniteQueryOptions({
    queryKey: [...appointmentsKey, when],
    queryFn: ({ pageParam, signal }) => getAppointments(when, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAppointments = (when: When) => useInfiniteQuery(appointmentsQuery(when));
