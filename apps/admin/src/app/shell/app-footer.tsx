import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between">
      <Text size="xs" c="dimmed">
        {t('shell.footer', { year: new Date().getFullYear() })}
      </Text>
    </Group>
  );
}
