import type { SignUpRequest } from '@salon/domain';
import { api } from '@salon/web/api-client';
import type { Session } from '@salon/web/session';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { startSession } from '../hooks/session-cache.ts';

/** Creates the account and signs it in: the answer is the new session. */
export const signUp = (body: SignUpRequest) =>
  api.post<Session>('/api/auth/sign-up', body, { refresh: false });

export const signUpMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['auth', 'sign-up'],
    mutationFn: signUp,
    // The form shows the error next to the fields.
    meta: { errorToast: false },
    onSuccess: (session) => startSession(queryClient, session),
  });

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation(signUpMutationOptions(queryClient));
}
