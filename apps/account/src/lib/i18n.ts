import type { Locale } from '@salon/domain/locales';
import type english from '@salon/i18n/locales/en/account.json';
import {
  type Bundle,
  createTranslator as createShared,
  type Leaves,
  type Translator as SharedTranslator,
} from '@salon/web/small-i18n';

export {
  detectLanguage,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
} from '@salon/web/small-i18n';

/** The keys of the `account` namespace, checked when the texts are used. */
export type AccountKey = Leaves<typeof english>;
export type Translator = SharedTranslator<AccountKey>;

export const createTranslator = (lang: Locale, bundle: Bundle): Translator =>
  createShared<AccountKey>(lang, bundle, 'account');

const loaders: Record<Locale, () => Promise<{ default: Bundle }>> = {
  en: () => import('../locales/en.ts'),
  de: () => import('../locales/de.ts'),
  fr: () => import('../locales/fr.ts'),
  pt: () => import('../locales/pt.ts'),
};

export const loadBundle = (lang: Locale): Promise<Bundle> => loaders[lang]().then((m) => m.default);
