import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@salon/web/error-message';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The session could not be checked at all (server unreachable): say so rather than ask to sign in. */
export function SessionErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <main>
      <Center mih="100vh" p="md">
        <Stack align="center" gap="md" maw={480} ta="center">
          <Title order={1} size="h2">
            {t('sessionError.title')}
          </Title>
          <Text c="dimmed" role="alert">
            {errorMessage(i18n, error)}
          </Text>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
            {t('sessionError.retry')}
          </Button>
        </Stack>
      </Center>
    </main>
  );
}
