import type { Locale } from '@salon/domain/locales';
import { fetchStub, type StubRoute } from '@salon/web/fetch-stub';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { loadBundle } from '../lib/i18n.ts';
import { I18nProvider } from '../lib/i18n-context.tsx';

/**
 * Renders a part of the site as the app does: with its query client and the language's texts.
 * `fixed: false` is a page whose language was detected, not stored on the device.
 */
export async function renderSite(ui: ReactNode, lang: Locale = 'en', { fixed = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const bundle = await loadBundle(lang);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <I18nProvider initial={lang} bundle={bundle} fixed={fixed}>
          {ui}
        </I18nProvider>
      </QueryClientProvider>,
    ),
  };
}

/** Stubs the HTTP boundary for the test (see fetchStub); returns the calls made, as they come. */
export function stubApi(routes: Record<string, StubRoute>) {
  const { fetch, calls } = fetchStub(routes, 'http://site.test');
  vi.stubGlobal('fetch', vi.fn(fetch));
  return calls;
}
