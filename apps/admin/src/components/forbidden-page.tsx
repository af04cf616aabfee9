import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** A page the user's role does not include; the server refuses its data all the same. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  usePageTitle(t('forbidden.title'));
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('forbidden.title')}</Title>
      <Text c="dimmed">{t('forbidden.text')}</Text>
      <Button component={Link} to="/" variant="light">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
