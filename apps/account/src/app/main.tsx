import '../styles.css';
import { api } from '@salon/web/api-client';
import { ApiError } from '@salon/web/api-error';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getSession, noteExpired, sessionKey } from '../api/session.ts';
import { detectLanguage, loadBundle, readStoredLanguage } from '../lib/i18n.ts';
import { I18nProvider } from '../lib/i18n-context.tsx';
import { parseRoute } from '../lib/route.ts';
import { App } from './app.tsx';
import { AppointmentsPage } from './lazy-pages.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const stored = readStoredLanguage();
const initial = detectLanguage(stored);
document.documentElement.lang = initial;

/** A refused session (signed out elsewhere, expired) shows the sign-in page instead of errors. */
function signedOutBy(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (error.code === 'TokenIsExpired') noteExpired();
  api.setRefreshable(false);
  queryClient.removeQueries({ queryKey: ['account'] });
  queryClient.setQueryData(sessionKey, null);
}

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: signedOutBy }),
  mutationCache: new MutationCache({ onError: signedOutBy }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal (4xx) is the answer; only a failed connection or a server error is tried again.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
    },
  },
});

// The session and the language's texts are asked for at once; the page shows when both are here,
// so a signed-in customer never sees the sign-in form flash by.
const sessionLoad = getSession().catch(() => null);
void sessionLoad.then((session) => {
  // The first page a signed-in customer sees is fetched while React starts.
  if (session && parseRoute(window.location.pathname).page === 'appointments') AppointmentsPage.preload();
});

Promise.all([loadBundle(initial), sessionLoad]).then(
  ([bundle, session]) => {
    queryClient.setQueryData(sessionKey, session);
    // A signed-in customer's own language, unless one was chosen on this device.
    const lang = !stored && session ? session.user.locale : initial;
    const texts = lang === initial ? Promise.resolve(bundle) : loadBundle(lang).catch(() => bundle);
    return texts.then((chosen) => {
      const shown = chosen === bundle ? initial : lang;
      document.documentElement.lang = shown;
      createRoot(root).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <I18nProvider initial={shown} bundle={chosen} fixed={stored !== null}>
              <App />
            </I18nProvider>
          </QueryClientProvider>
        </StrictMode>,
      );
    });
  },
  () => {
    // Only the texts can fail here; without them, a plain sentence and a way to retry.
    root.innerHTML =
      '<p class="boot-error" role="alert">This page could not be loaded. <a href="">Reload</a></p>';
  },
);
