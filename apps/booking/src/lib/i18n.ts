import type { Locale } from '@salon/domain/locales';
import type english from '@salon/i18n/locales/en/booking.json';
import {
  type Bundle,
  createTranslator as createShared,
  type Leaves,
  type Translator as SharedTranslator,
} from '@salon/web/small-i18n';

export {
  detectLanguage,
  intlLocale,
  readStoredLanguage,
  type Vars,
} from '@salon/web/small-i18n';

/** The keys of the `booking` namespace, checked when the texts are used. */
export type BookingKey = Leaves<typeof english>;
export type Translator = SharedTranslator<BookingKey>;

export const createTranslator = (lang: Locale, bundle: Bundle): Translator =>
  createShared<BookingKey>(lang, bundle, 'booking');

const loaders: Record<Locale, () => Promise<{ default: Bundle }>> = {
  en: () => import('../locales/en.ts'),
  de: () => import('../locales/de.ts'),
  fr: () => import('../locales/fr.ts'),
  pt: () => import('../locales/pt.ts'),
};

export const loadBundle = (lang: Locale): Promise<Bundle> => loaders[lang]().then((m) => m.default);
