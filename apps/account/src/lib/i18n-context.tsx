import { formatLocale } from '@salon/domain/locales';
import { createI18nContext } from '@salon/web/react/i18n-context';
import { type AccountKey, loadBundle } from './i18n.ts';

export const { I18nProvider, useI18n } = createI18nContext<AccountKey>('account', loadBundle);

/**
 * The page's texts, with money and dates written as its language does in `country`, the salon's:
 * one page lists visits at salons of several countries, so each card asks for its own.
 */
export function useSalonI18n(country: string) {
  const i18n = useI18n();
  return { ...i18n, locale: formatLocale(i18n.lang, country) };
}
