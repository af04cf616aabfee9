import type { updateMeRequest } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { type Session, sessionQueryKey } from '@salon/web/session';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

/** The signed-in person's name, and the language of the e-mails and pushes sent to them. */
export type UpdateMeRequest = z.input<typeof updateMeRequest>;

export const updateMe = (body: UpdateMeRequest) => api.patch<Session>('/api/me', body);

export const updateMeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['me', 'update'],
    mutationFn: updateMe,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey, session),
  });

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation(updateMeMutationOptions(queryClient));
}
