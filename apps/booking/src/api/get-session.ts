import { api, REFRESH_PATH } from '@salon/web/api-client';
import { ApiError } from '@salon/web/api-error';
import type { Session } from './types.ts';

/**
 * The signed-in session, or null for a visitor. A visitor's answer is `{ user: null }` (no error);
 * the session is renewed only when the server says a refresh cookie is there.
 */
export async function getSession(): Promise<Session | null> {
  try {
    const answer = await api.get<Session | { user: null; refresh?: boolean }>('/api/auth/me', {
      refresh: false,
    });
    const refresh = 'refresh' in answer && answer.refresh === true;
    api.setRefreshable(Boolean(answer.user) || refresh);
    if (answer.user) return answer as Session;
    if (!refresh) return null;
    return await api.post<Session>(REFRESH_PATH, undefined, { refresh: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
