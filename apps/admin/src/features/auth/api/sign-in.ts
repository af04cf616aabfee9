import type { SignInRequest } from '@salon/domain';
import { api } from '@salon/web/api-client';
import type { Session } from '@salon/web/session';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { startSession } from '../hooks/session-cache.ts';

/** A wrong password answers 401 NotAuthorizedException: an answer, not an expired session to renew. */
export const signIn = (body: SignInRequest) =>
  api.post<Session>('/api/auth/sign-in', body, { refresh: false });

export const signInMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['auth', 'sign-in'],
    mutationFn: signIn,
    // The form shows the error next to the fields.
    meta: { errorToast: false },
    onSuccess: (session) => startSession(queryClient, session),
  });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation(signInMutationOptions(queryClient));
}
