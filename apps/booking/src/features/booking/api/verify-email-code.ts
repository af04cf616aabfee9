import { api } from '@salon/web/api-client';
import type { Session } from '../../../api/types.ts';

export const verifyEmailCode = (email: string, code: string) =>
  api.post<Session>('/api/auth/email-code/verify', { email, code }, { refresh: false });
