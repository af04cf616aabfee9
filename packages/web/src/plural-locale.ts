import { pluralLocale } from '@salon/domain/locales';
import type { i18n as I18n } from 'i18next';

/**
 * i18next picks plural forms with `Intl.PluralRules(language)`, and Intl's bare "pt" is Brazil's
 * Portuguese, where zero is singular ("0 produto"). This product's Portuguese is Portugal's
 * ("0 produtos"): the instance reads each language's plural rules through `pluralLocale`.
 */
export function readPluralsByLocale(instance: I18n): void {
  const resolver = instance.services.pluralResolver as unknown as {
    getRule: (code: string, options?: object) => unknown;
  };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(pluralLocale(code), options);
}
