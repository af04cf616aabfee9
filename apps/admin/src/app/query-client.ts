import { isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { sessionQueryKey } from '@salon/web/session';
import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  MutationCache,
  QueryCache,
  QueryClient,
} from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { toast } from 'react-toastify/unstyled';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** False when the component shows the error itself (forms with an Alert). */
      errorToast?: boolean;
    };
  }
}

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * A query client whose invalidation always leads to a fetch sent after it. TanStack Query folds
 * an invalidation into a fetch already running when the query has no data yet (its first load):
 * that fetch's answer, read before the change, would then count as fresh and the change would be
 * lost until the next one. A live update arriving while the calendar loads a day is exactly that
 * (a booking made during the first load never showed). Such first loads are cancelled first; a
 * query that has data is refetched anew by TanStack itself.
 */
export class ChangeAwareQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions) {
    const cache = this.getQueryCache();
    const firstLoads = cache
      .findAll(filters)
      .filter((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined);
    // Reverted to before the fetch, so the invalidation below starts it again.
    await Promise.all(firstLoads.map((query) => query.cancel({ revert: true })));
    return super.invalidateQueries(filters, options);
  }
}

/**
 * The app's query client. A 401 that the API client could not cure by renewing the session means
 * the session is over: the session query becomes null and the sign-in page shows. A failed
 * mutation tells the person why in a toast, in their language.
 */
export function createQueryClient(i18n: I18n): QueryClient {
  const endSession = () => queryClient.setQueryData(sessionQueryKey, null);
  const queryClient: QueryClient = new ChangeAwareQueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error) && query.queryKey[0] !== sessionQueryKey[0]) endSession();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast === false) return;
        toast.error(errorMessage(i18n, error), { toastId: `mutation-error-${mutation.mutationId}` });
        if (isUnauthorized(error)) endSession();
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx will answer the same again; only a lost connection or a server hiccup is worth retrying.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
  return queryClient;
}
