import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The browser tab's title for a page, in the current language. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('app.name')}`);
}
