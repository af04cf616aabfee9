import type { Locale } from '@salon/domain/locales';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { loadBundle } from '../lib/i18n.ts';
import { I18nProvider } from '../lib/i18n-context.tsx';

/** Renders a part of the site as the app does: with its query client and the language's texts. */
export async function renderSite(ui: ReactNode, lang: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const bundle = await loadBundle(lang);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <I18nProvider initial={lang} bundle={bundle} fixed>
          {ui}
        </I18nProvider>
      </QueryClientProvider>,
    ),
  };
}

type Handler = (init: RequestInit) => { status?: number; body?: unknown } | undefined;

/**
 * Stubs the HTTP boundary: `METHOD /path` → an answer; every call is recorded. An unknown call
 * fails the test loudly with a 500.
 */
export function stubApi(routes: Record<string, Handler | { status?: number; body?: unknown }>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://site.test');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname + url.search, body });
      const route = routes[`${method} ${url.pathname}`];
      const answer = typeof route === 'function' ? route(init) : route;
      if (!answer)
        return new Response(
          JSON.stringify({ error: { code: 'InternalError', message: `${method} ${url.pathname}` } }),
          { status: 500 },
        );
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
