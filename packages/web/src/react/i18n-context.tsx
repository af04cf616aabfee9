import { formatLocale, type Locale } from '@salon/domain/locales';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { type Bundle, createTranslator, intlLocale, storeLanguage, type Translator } from '../small-i18n.ts';

export interface I18nValue<Key extends string> extends Translator<Key> {
  /** The tag for Intl formatting, e.g. `en-GB`. */
  locale: string;
  /** The person picked a language: it is remembered and wins over a session's locale. */
  choose(lang: Locale): Promise<void>;
  /** A signed-in user's locale, used unless a language was stored before or chosen here. */
  adopt(lang: Locale): void;
  /**
   * The salon's country, once known: money and dates then follow it (`formatLocale`, pt + PT →
   * "pt-PT": "721,00 €") instead of the browser's variant of the language.
   */
  setCountry(country: string | null): void;
}

function setDocumentLanguage(lang: Locale) {
  document.documentElement.lang = lang;
}

/**
 * The language of a customer-facing app as React state: its provider and hook, for the app's
 * namespace and its way of loading one language's texts (a chunk per language).
 */
export function createI18nContext<Key extends string>(
  namespace: string,
  loadBundle: (lang: Locale) => Promise<Bundle>,
) {
  const I18nContext = createContext<I18nValue<Key> | null>(null);

  function I18nProvider({
    initial,
    bundle,
    fixed,
    children,
  }: {
    initial: Locale;
    bundle: Bundle;
    /** True when the language was stored before the page loaded (then no session overrides it). */
    fixed: boolean;
    children: ReactNode;
  }) {
    const [state, setState] = useState({ lang: initial, bundle });
    const [country, setCountry] = useState<string | null>(null);
    const chosen = useRef(fixed);
    // Read by `adopt`, which stays the same function for the page's life (effects depend on it).
    const langRef = useRef(initial);
    langRef.current = state.lang;

    const switchTo = useCallback(async (lang: Locale) => {
      const next = await loadBundle(lang);
      setDocumentLanguage(lang);
      setState({ lang, bundle: next });
    }, []);

    const choose = useCallback(
      async (lang: Locale) => {
        chosen.current = true;
        storeLanguage(lang);
        await switchTo(lang);
      },
      [switchTo],
    );

    const adopt = useCallback(
      (lang: Locale) => {
        if (!chosen.current && lang !== langRef.current) void switchTo(lang);
      },
      [switchTo],
    );

    const value = useMemo<I18nValue<Key>>(
      () => ({
        ...createTranslator<Key>(state.lang, state.bundle, namespace),
        locale: country ? formatLocale(state.lang, country) : intlLocale(state.lang),
        choose,
        adopt,
        setCountry,
      }),
      [state, country, choose, adopt],
    );
    return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
  }

  function useI18n(): I18nValue<Key> {
    const value = useContext(I18nContext);
    if (!value) throw new Error('useI18n outside I18nProvider');
    return value;
  }

  return { I18nProvider, useI18n };
}
