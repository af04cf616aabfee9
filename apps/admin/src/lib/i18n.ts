import type { Locale } from '@salon/domain';
import { createI18n, type LanguageResources } from '@salon/web/i18n';

// One chunk per language: the first load carries only the language in use.
const languages: Record<Locale, () => Promise<{ default: LanguageResources }>> = {
  en: () => import('./locales/en.ts'),
  de: () => import('./locales/de.ts'),
  fr: () => import('./locales/fr.ts'),
  pt: () => import('./locales/pt.ts'),
};

/** The admin app's one i18next instance; render once `whenI18nReady(i18n)` resolves. */
export const i18n = createI18n({
  ns: ['admin', 'errors', 'dashboard', 'setup', 'settings', 'team', 'services', 'customers', 'messages'],
  load: async (lng) => (await languages[lng]()).default,
});
