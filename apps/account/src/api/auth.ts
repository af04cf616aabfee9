import type { Locale } from '@salon/domain/locales';
import { api } from '@salon/web/api-client';
import type { Session } from './types.ts';

// A 401 from these is the answer itself (wrong code or password), not an expired session: no refresh.

/** E-mails a 6-digit code, written in the page's language. */
export const sendEmailCode = (email: string, locale: Locale) =>
  api.post<{ sent: true; expiresIn: number }>('/api/auth/email-code', { email, locale }, { refresh: false });

/**
 * Signs in with the code (making an account for a new address, in the page's language) and marks
 * the address verified.
 */
export const verifyEmailCode = (email: string, code: string, locale: Locale) =>
  api.post<Session>('/api/auth/email-code/verify', { email, code, locale }, { refresh: false });

export const signIn = (email: string, password: string) =>
  api.post<Session>('/api/auth/sign-in', { email, password }, { refresh: false });

export const signOut = () => api.post<{ ok: true }>('/api/auth/sign-out', undefined, { refresh: false });

/** Ends every session of the account, on every device, this one included. */
export const signOutEverywhere = () => api.post<{ ok: true }>('/api/auth/sign-out-everywhere');
