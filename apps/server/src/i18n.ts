import { defaultLocale, isLocale, type Locale } from '@salon/domain';
import { resources } from '@salon/i18n';
import i18next, { type TFunction } from 'i18next';

const instance = i18next.createInstance();
await instance.init({
  resources,
  ns: ['server', 'mail', 'errors'],
  defaultNS: 'server',
  fallbackLng: defaultLocale,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The translation function for one locale: mails and pushes go out in the recipient's language. */
export function translator(locale: string | undefined): TFunction {
  const lng: Locale = isLocale(locale) ? locale : defaultLocale;
  return instance.getFixedT(lng);
}
