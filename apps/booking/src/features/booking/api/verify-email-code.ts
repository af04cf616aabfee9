import type { Locale } from '@salon/domain/locales';
import { api } from '@salon/web/api-client';
import type { Session } from '../../../api/types.ts';

/** `locale` is the page's language: a new address's account is made in it. */
export const verifyEmailCode = (email: string, code: string, locale: Locale) =>
  api.post<Session>('/api/auth/email-code/verify', { email, code, locale }, { refresh: false });
