import { api } from '@salon/web/api-client';
import { ApiError } from '@salon/web/api-error';
import type { Session } from './types.ts';

/** The signed-in session, or null for a visitor (the client renews an expired access token once). */
export async function getSession(): Promise<Session | null> {
  try {
    return await api.get<Session>('/api/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
