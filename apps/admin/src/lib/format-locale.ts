import { formatLocale } from '@salon/domain/locales';
import { useTranslation } from 'react-i18next';
import { useShopIfAny } from './current-shop.tsx';

/**
 * The locale the admin app writes money, dates, times and weeks in: the user's language with the
 * shop's country (`formatLocale`), so a Portuguese salon reads "721,00 €" and weeks from Monday.
 */
export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  const shop = useShopIfAny();
  return formatLocale(i18n.resolvedLanguage ?? i18n.language, shop?.country);
}
