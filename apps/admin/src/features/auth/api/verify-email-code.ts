import type { emailCodeVerifyRequest } from '@salon/domain';
import { api } from '@salon/web/api-client';
import type { Session } from '@salon/web/session';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { startSession } from '../hooks/session-cache.ts';

export type VerifyEmailCodeRequest = z.input<typeof emailCodeVerifyRequest>;

export const verifyEmailCode = (body: VerifyEmailCodeRequest) =>
  api.post<Session>('/api/auth/email-code/verify', body, { refresh: false });

export const verifyEmailCodeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['auth', 'email-code', 'verify'],
    mutationFn: verifyEmailCode,
    meta: { errorToast: false },
    onSuccess: (session) => startSession(queryClient, session),
  });

export function useVerifyEmailCode() {
  const queryClient = useQueryClient();
  return useMutation(verifyEmailCodeMutationOptions(queryClient));
}
