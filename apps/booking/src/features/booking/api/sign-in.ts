import { api } from '@salon/web/api-client';
import type { Session } from '../../../api/types.ts';

// A 401 here is the answer (wrong password), not an expired session: no refresh.
export const signIn = (email: string, password: string) =>
  api.post<Session>('/api/auth/sign-in', { email, password }, { refresh: false });
