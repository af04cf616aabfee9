import { defaultLocale, isLocale, type Locale } from '@salon/domain/locales';
import type english from '../../../../packages/i18n/src/locales/en/account.json';

/**
 * The booking widget's small translator over the `account` and `errors` namespaces: nested keys,
 * `{{placeholders}}`, `_one`/`_other` plurals and the `errors:` prefix, in a few hundred bytes
 * instead of i18next's 18 KB of the site's 120 KB budget.
 */

/** localStorage key of the chosen language, shared with the other web apps. */
export const LANGUAGE_STORAGE_KEY = 'lang';

type Tree = { readonly [key: string]: string | Tree };

/** Dotted paths of the leaves, without plural suffixes: `nav.points`, `points.balance`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K extends `${infer B}_${'one' | 'other'}` ? B : K}`
    : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type AccountKey = Leaves<typeof english>;
export type Vars = Record<string, string | number>;

export interface Bundle {
  account: Tree;
  errors: Tree;
}

export interface Translator {
  readonly lang: Locale;
  t(key: AccountKey, vars?: Vars): string;
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

export function createTranslator(lang: Locale, bundle: Bundle): Translator {
  const plural = new Intl.PluralRules(lang);
  const find = (key: string, vars?: Vars): string | undefined => {
    const [ns, rest] = key.includes(':') ? key.split(':', 2) : ['account', key];
    const tree = ns === 'errors' ? bundle.errors : ns === 'account' ? bundle.account : undefined;
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

const loaders: Record<Locale, () => Promise<{ default: Bundle }>> = {
  en: () => import('../locales/en.ts'),
  de: () => import('../locales/de.ts'),
  fr: () => import('../locales/fr.ts'),
  pt: () => import('../locales/pt.ts'),
};

export const loadBundle = (lang: Locale): Promise<Bundle> => loaders[lang]().then((m) => m.default);

export function readStoredLanguage(): Locale | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY)?.slice(0, 2);
    return isLocale(stored) ? stored : null;
  } catch {
    // Storage can be blocked (privacy settings); then nothing was stored.
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
