import { defaultLocale, isLocale, type Locale, pluralLocale } from '@salon/domain/locales';

/**
 * A small translator for the customer-facing apps (booking widget, customer site) over the app's
 * own namespace and `errors`. i18next with react-i18next costs about 18 KB gzipped, more than half
 * of what the widget's 100 KB budget leaves next to React; this does what those pages need
 * (nested keys, `{{placeholders}}`, plurals by the language's rules (`_one`, `_many`, `_other`), the `errors:` prefix) in a few
 * hundred bytes.
 */

/** localStorage key of the chosen language, shared with the other web apps. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export type Tree = { readonly [key: string]: string | Tree };

/** Dotted paths of the leaves, without plural suffixes: `steps.ChooseProduct`, `product.count`. */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K}`
    : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type Vars = Record<string, string | number>;

/** One language's texts: the app's namespace and the shared `errors`. */
export type Bundle = { errors: Tree } & { [namespace: string]: Tree };

export interface Translator<Key extends string = string> {
  readonly lang: Locale;
  t(key: Key, vars?: Vars): string;
  /** i18next-style lookup with an optional `ns:` prefix; what the shared error-message helper calls. */
  tx(key: string, vars?: Vars): string;
  exists(key: string): boolean;
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  if (!tree) return undefined;
  // Flat keys first: error codes such as `error.http.401` contain dots.
  const flat = tree[key];
  if (typeof flat === 'string') return flat;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates in `lang` from `bundle`; keys without a prefix are looked up in `namespace`. */
export function createTranslator<Key extends string>(
  lang: Locale,
  bundle: Bundle,
  namespace: string,
): Translator<Key> {
  const plural = new Intl.PluralRules(pluralLocale(lang));
  const find = (key: string, vars?: Vars): string | undefined => {
    const [ns, rest] = key.includes(':') ? key.split(':', 2) : [namespace, key];
    const tree = ns === 'errors' || ns === namespace ? bundle[ns as string] : undefined;
    const name = rest ?? key;
    if (typeof vars?.count === 'number') {
      const form = lookup(tree, `${name}_${plural.select(vars.count)}`) ?? lookup(tree, `${name}_other`);
      if (form !== undefined) return form;
    }
    return lookup(tree, name);
  };
  const tx = (key: string, vars?: Vars) => {
    const text = find(key, vars);
    if (text === undefined) return key;
    return vars
      ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(vars[name] ?? whole))
      : text;
  };
  return { lang, t: tx, tx, exists: (key) => find(key) !== undefined };
}

export function readStoredLanguage(): Locale | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY)?.slice(0, 2);
    return isLocale(stored) ? stored : null;
  } catch {
    // Storage can be blocked (privacy settings, third-party iframes); then nothing was stored.
    return null;
  }
}

export function storeLanguage(lang: Locale) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Not remembered then; the language still changes for this page.
  }
}

/** The stored language, else the browser's first supported one, else English. */
export function detectLanguage(
  stored: Locale | null = readStoredLanguage(),
  browser: readonly string[] = globalThis.navigator?.languages ?? [],
): Locale {
  if (stored) return stored;
  for (const tag of browser) {
    const lang = tag.slice(0, 2).toLowerCase();
    if (isLocale(lang)) return lang;
  }
  return defaultLocale;
}

/**
 * The tag given to Intl: the browser's own regional variant of the language when it has one
 * (en-GB keeps its 24-hour clock), else the bare language.
 */
export function intlLocale(lang: Locale, browser: readonly string[] = globalThis.navigator?.languages ?? []) {
  return browser.find((tag) => tag.toLowerCase().startsWith(`${lang}-`)) ?? lang;
}
