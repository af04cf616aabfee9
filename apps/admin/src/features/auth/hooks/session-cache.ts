import { api } from '@salon/web/api-client';
import { type Session, sessionQueryKey } from '@salon/web/session';
import type { QueryClient } from '@tanstack/react-query';

const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[0] === sessionQueryKey[0];

/** A new person is signed in: nothing cached for the one before may show. */
export function startSession(queryClient: QueryClient, session: Session) {
  // Signing in set the refresh cookie: from now on a lapsed access cookie is renewed, not the end
  // of the session (the page may have said at load that there was none to renew).
  api.setRefreshable(true);
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  queryClient.setQueryData(sessionQueryKey, session);
}

/**
 * Nobody is signed in any more. The session query is set to null rather than removed, so the
 * components watching it switch to the sign-in page at once.
 */
export function endSession(queryClient: QueryClient) {
  api.setRefreshable(false);
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
}
