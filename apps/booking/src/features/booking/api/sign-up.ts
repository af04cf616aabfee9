import type { Locale } from '@salon/domain/locales';
import { api } from '@salon/web/api-client';
import type { Session } from '../../../api/types.ts';

export const signUp = (body: { email: string; password: string; name: string; locale: Locale }) =>
  api.post<Session>('/api/auth/sign-up', body, { refresh: false });
