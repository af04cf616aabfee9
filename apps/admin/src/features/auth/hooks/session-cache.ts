import { type Session, sessionQueryKey } from '@salon/web/session';
import type { QueryClient } from '@tanstack/react-query';

const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[0] === sessionQueryKey[0];

/** A new person is signed in: nothing cached for the one before may show. */
export function startSession(queryClient: QueryClient, session: Session) {
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  queryClient.setQueryData(sessionQueryKey, session);
}

/**
 * Nobody is signed in any more. The session query is set to null rather than removed, so the
 * components watching it switch to the sign-in page at once.
 */
export function endSession(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
}
