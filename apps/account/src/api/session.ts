import { api, REFRESH_PATH } from '@salon/web/api-client';
import { ApiError } from '@salon/web/api-error';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setFlash } from '../lib/flash.ts';
import type { AccountKey } from '../lib/i18n.ts';
import { useI18n } from '../lib/i18n-context.tsx';
import type { Session } from './types.ts';

export const sessionKey = ['session'] as const;

/** True once after a session ran out (TokenIsExpired), so the sign-in page can say why it shows. */
let expired = false;
export function takeExpiredNotice(): boolean {
  const was = expired;
  expired = false;
  return was;
}
export const noteExpired = () => {
  expired = true;
};

/**
 * The signed-in session, or null for a visitor, as the booking widget asks for it (the cookie is
 * shared, so a customer signed in there is signed in here). A visitor's answer is `{ user: null }`;
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
    if (error instanceof ApiError && error.status === 401) {
      if (error.code === 'TokenIsExpired') noteExpired();
      return null;
    }
    throw error;
  }
}

export const sessionQuery = () =>
  queryOptions({ queryKey: sessionKey, queryFn: getSession, staleTime: Number.POSITIVE_INFINITY });

/** After signing out, deleting the account or a refused session: every account answer is dropped. */
export function useForgetSession() {
  const client = useQueryClient();
  return useCallback(
    (flash: AccountKey | null = null) => {
      // No refresh cookie any more: a 401 is the answer, not a reason to renew.
      api.setRefreshable(false);
      client.removeQueries({ queryKey: ['account'] });
      client.setQueryData(sessionKey, null);
      setFlash(flash);
    },
    [client],
  );
}

export function useSignedIn() {
  const client = useQueryClient();
  const { lang, choose } = useI18n();
  return useCallback(
    (session: Session) => {
      // Signing in set the refresh cookie: an expired access token may be renewed from now on.
      api.setRefreshable(true);
      client.removeQueries({ queryKey: ['account'] });
      client.setQueryData(sessionKey, session);
      // The language the visitor was reading wins over the account's stored one (which may be a
      // default they never picked), and is kept on this device so a reload does not switch
      // either; Profile is where the account's language is changed.
      void choose(lang);
      setFlash(null);
    },
    [client, lang, choose],
  );
}
