import type { Locale } from '@salon/domain/locales';
import { api } from '@salon/web/api-client';

export const sendEmailCode = (email: string, locale: Locale) =>
  api.post<{ sent: true; expiresIn: number }>('/api/auth/email-code', { email, locale }, { refresh: false });
