import type { Locale } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export interface SendEmailCodeRequest {
  email: string;
  /** The language of the e-mail. */
  locale: Locale;
}

export interface SendEmailCodeResponse {
  sent: true;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

export const sendEmailCode = (body: SendEmailCodeRequest) =>
  api.post<SendEmailCodeResponse>('/api/auth/email-code', body, { refresh: false });

export const sendEmailCodeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'email-code'],
    mutationFn: sendEmailCode,
    meta: { errorToast: false },
  });

export const useSendEmailCode = () => useMutation(sendEmailCodeMutationOptions());
