import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function ServicesPage() {
  const { t } = useTranslation('services');
  usePageTitle(t('title'));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
    </Stack>
  );
}
