import { defaultLocale, isLocale, type Locale, locales } from '@salon/domain/locales';
import type { Namespace } from '@salon/i18n';
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { readPluralsByLocale } from './plural-locale.ts';

/** localStorage key of the chosen language; the language detector reads and writes it. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * Where the current language came from. Only a language nobody chose (detected from the browser,
 * or taken from a session) may be replaced by the signed-in user's own locale.
 */
type LanguageSource = 'stored' | 'chosen' | 'detected' | 'session';
const sources = new WeakMap<I18n, LanguageSource>();

/**
 * react-i18next's `useTranslation` hands out a snapshot copy of the instance (a new object per
 * language); state kept here, and language changes, must go to the instance itself.
 */
const rootOf = (instance: I18n): I18n => (instance as I18n & { __original?: I18n }).__original ?? instance;

function readStoredLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be blocked (privacy settings); then nothing was stored.
    return null;
  }
}

function setDocumentLanguage(instance: I18n, lng: string) {
  if (typeof document === 'undefined') return;
  const language = instance.resolvedLanguage ?? lng;
  document.documentElement.lang = language;
  document.documentElement.dir = instance.dir(language);
}

/** One language's messages, by namespace. */
export type LanguageResources = Partial<Record<Namespace, object>>;

export interface CreateI18nOptions {
  /** Namespaces of `@salon/i18n` the app uses; the first is the default. */
  ns?: readonly Namespace[];
  /** Languages bundled with the app, available before the first render. */
  resources?: Partial<Record<Locale, LanguageResources>>;
  /**
   * Loads a language on demand (its own chunk), so the first load carries one language instead of
   * four. Wait for {@link whenI18nReady} before the first render.
   */
  load?: (lng: Locale) => Promise<LanguageResources>;
}

const loaders = new WeakMap<I18n, (lng: Locale) => Promise<LanguageResources>>();
const readiness = new WeakMap<I18n, Promise<void>>();

const needsLoading = (instance: I18n, lng: Locale) =>
  loaders.has(instance) && !instance.hasResourceBundle(lng, instance.options.defaultNS as string);

/** Makes sure a language's messages are there before it is shown. */
async function ensureLanguage(instance: I18n, lng: Locale): Promise<void> {
  const load = loaders.get(instance);
  if (!load || !needsLoading(instance, lng)) return;
  const bundles = await load(lng);
  for (const [ns, messages] of Object.entries(bundles))
    instance.addResourceBundle(lng, ns, messages, true, true);
}

/**
 * An i18next instance for a web app: the language taken from localStorage `lang`, then the
 * browser, and remembered in localStorage; `<html lang>` follows it. Messages are bundled
 * (`resources`) or loaded per language (`load`).
 */
export function createI18n({ ns = ['admin', 'errors'], resources = {}, load }: CreateI18nOptions = {}): I18n {
  const hadStoredLanguage = isLocale(readStoredLanguage()?.slice(0, 2));
  const bundled: Resource = {};
  for (const [lng, bundles] of Object.entries(resources)) {
    const language: ResourceLanguage = {};
    for (const name of ns) {
      const messages = bundles[name];
      if (messages) language[name] = messages as ResourceLanguage[string];
    }
    bundled[lng] = language;
  }

  const instance = i18next.createInstance();
  sources.set(instance, hadStoredLanguage ? 'stored' : 'detected');
  if (load) loaders.set(instance, load);
  instance.on('languageChanged', (lng) => setDocumentLanguage(instance, lng));
  instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: bundled,
      // Languages not bundled arrive through `load`.
      partialBundledLanguages: true,
      ns: [...ns],
      defaultNS: ns[0] ?? 'admin',
      fallbackLng: defaultLocale,
      supportedLngs: [...locales],
      load: 'languageOnly',
      // Resources are bundled or loaded by us, so the instance is ready before the first render.
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        // `de-CH` and `pt-BR` use the bundled `de` and `pt`, and are stored that way.
        convertDetectedLanguage: (lng: string) => lng.slice(0, 2).toLowerCase(),
      },
    })
    .catch(() => {
      // With bundled resources init cannot fail to load; a failure leaves the keys visible.
    });
  readPluralsByLocale(instance);
  const lng = currentLanguage(instance);
  readiness.set(
    instance,
    ensureLanguage(instance, lng)
      // Re-apply the language now that its messages are there, so every listener renders them.
      .then(() => instance.changeLanguage(lng))
      .then(() => undefined),
  );
  return instance;
}

/** Resolves once the current language's messages are loaded (at once when they are bundled). */
export function whenI18nReady(instance: I18n): Promise<void> {
  return readiness.get(rootOf(instance)) ?? Promise.resolve();
}

/** The supported language in use. */
export function currentLanguage(instance: I18n): Locale {
  const root = rootOf(instance);
  const lng = root.resolvedLanguage ?? root.language;
  return isLocale(lng) ? lng : defaultLocale;
}

/** The person picked a language: it wins over the locale of any session from now on. */
export async function chooseLanguage(instance: I18n, lng: Locale): Promise<void> {
  const root = rootOf(instance);
  sources.set(root, 'chosen');
  await ensureLanguage(root, lng);
  await root.changeLanguage(lng);
}

/**
 * Uses the signed-in user's locale unless a language was stored before the page loaded or chosen
 * on it. Returns whether it switched.
 */
export function adoptSessionLanguage(instance: I18n, locale: string): boolean {
  const root = rootOf(instance);
  const source = sources.get(root);
  if (source === 'stored' || source === 'chosen' || !isLocale(locale)) return false;
  sources.set(root, 'session');
  if (currentLanguage(root) === locale) return false;
  // Bundled languages switch at once, before the first signed-in paint; others once loaded.
  if (needsLoading(root, locale)) void ensureLanguage(root, locale).then(() => root.changeLanguage(locale));
  else void root.changeLanguage(locale);
  return true;
}
