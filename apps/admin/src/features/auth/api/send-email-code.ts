import type { emailCodeRequest, emailCodeResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

/** The address, and the language of the e-mail. */
export type SendEmailCodeRequest = z.input<typeof emailCodeRequest>;
/** Sent, and for how many seconds the code stays valid. */
export type SendEmailCodeResponse = z.output<typeof emailCodeResponse>;

export const sendEmailCode = (body: SendEmailCodeRequest) =>
  api.post<SendEmailCodeResponse>('/api/auth/email-code', body, { refresh: false });

export const sendEmailCodeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'email-code'],
    mutationFn: sendEmailCode,
    meta: { errorToast: false },
  });

export const useSendEmailCode = () => useMutation(sendEmailCodeMutationOptions());
