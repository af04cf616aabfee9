import { defaultLocale, isLocale, type Locale, pluralLocale } from '@salon/domain';
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
// Intl's bare "pt" counts as Brazil does ("0 produto"); mails speak Portugal's Portuguese
// ("0 produtos"), as the web apps do (see packages/web/src/plural-locale.ts).
const resolver = instance.services.pluralResolver as unknown as {
  getRule: (code: string, options?: object) => unknown;
};
const getRule = resolver.getRule.bind(resolver);
resolver.getRule = (code, options) => getRule(pluralLocale(code), options);

/** The translation function for one locale: mails and pushes go out in the recipient's language. */
export function translator(locale: string | undefined): TFunction {
  const lng: Locale = isLocale(locale) ? locale : defaultLocale;
  return instance.getFixedT(lng);
}
