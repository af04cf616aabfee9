import { MantineProvider } from '@mantine/core';
import type { SessionShop } from '@salon/domain';
import { createI18n } from '@salon/web/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { CurrentShopProvider } from '../lib/current-shop.tsx';
import en from '../lib/locales/en.ts';

const namespaces = [
  'admin',
  'errors',
  'dashboard',
  'setup',
  'settings',
  'team',
  'services',
  'customers',
  'messages',
] as const;

/** The app's English messages, bundled: no chunk to wait for. */
export const i18n = createI18n({ ns: [...namespaces], resources: { en } });
void i18n.changeLanguage('en');

/** The salon a piece of the app is shown in unless a test names another: an owner's, in Berlin. */
export const testShop: SessionShop = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Salon Berlin',
  subdomain: 'berlin',
  timeZone: 'Europe/Berlin',
  country: 'DE',
  role: 'ROLE_SHOP_ADMIN',
  readOnly: false,
  roles: ['ROLE_SHOP_ADMIN'],
};

/**
 * Renders a piece of the admin app with what the app gives it: theme, messages, server state and
 * the current salon.
 */
export function renderWithApp(ui: ReactElement, { shop = testShop }: { shop?: SessionShop } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <CurrentShopProvider shops={[shop]}>{children}</CurrentShopProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

type Reply = { status?: number; body: unknown };

/** A request's body as the route sees it: JSON parsed, any other text (a CSV upload) as it is. */
function bodyOf(init: RequestInit): unknown {
  if (typeof init.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}
type Route = (url: URL, init: RequestInit) => Reply | undefined;

/**
 * Stubs fetch, the one way out of the app: each request goes to the first route that answers it;
 * any other is a 404, so a test sees what it forgot. Returns the requests made.
 */
export function stubServer(...routes: Route[]) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const body = bodyOf(init);
    requests.push({ method: init.method ?? 'GET', url, body });
    const reply = routes.map((route) => route(url, init)).find(Boolean);
    const { status = 200, body: json } = reply ?? {
      status: 404,
      body: { error: { code: 'NotFound', message: `No stub for ${url.pathname}` } },
    };
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

/** A route for one method and path. */
export const on =
  (method: string, path: string | RegExp, reply: Reply | ((url: URL, body: unknown) => Reply)): Route =>
  (url, init) => {
    if ((init.method ?? 'GET') !== method) return undefined;
    if (typeof path === 'string' ? url.pathname !== path : !path.test(url.pathname)) return undefined;
    return typeof reply === 'function' ? reply(url, bodyOf(init)) : reply;
  };

/** The message shown under a field (Mantine's `<id>-error`, which the input names as describing it). */
export function errorUnder(input: HTMLElement): string | null {
  const id = `${input.id}-error`;
  if (!input.getAttribute('aria-describedby')?.split(' ').includes(id)) return null;
  return document.getElementById(id)?.textContent ?? null;
}

/** A 400 ValidationError whose details name fields of the request. */
export const validationError = (...details: { path: string; message: string }[]) => ({
  status: 400,
  body: { error: { code: 'ValidationError', message: 'The request is not valid', details } },
});
