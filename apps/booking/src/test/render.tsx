import type { Locale } from '@salon/domain/locales';
import { fetchStub, type StubRoute } from '@salon/web/fetch-stub';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { loadBundle } from '../lib/i18n.ts';
import { I18nProvider } from '../lib/i18n-context.tsx';

/** Renders a part of the widget as the page does: with the language's texts. */
export async function renderWidget(ui: ReactNode, lang: Locale = 'en') {
  const bundle = await loadBundle(lang);
  return render(
    <I18nProvider initial={lang} bundle={bundle} fixed>
      {ui}
    </I18nProvider>,
  );
}

/** Stubs the HTTP boundary for the test (see fetchStub); returns the calls made, as they come. */
export function stubApi(routes: Record<string, StubRoute>) {
  const { fetch, calls } = fetchStub(routes, 'http://widget.test');
  vi.stubGlobal('fetch', vi.fn(fetch));
  return calls;
}
