import { isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { sessionQueryKey } from '@salon/web/session';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
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
 * The app's query client. A 401 that the API client could not cure by renewing the session means
 * the session is over: the session query becomes null and the sign-in page shows. A failed
 * mutation tells the person why in a toast, in their language.
 */
export function createQueryClient(i18n: I18n): QueryClient {
  const endSession = () => queryClient.setQueryData(sessionQueryKey, null);
  const queryClient: QueryClient = new QueryClient({
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
