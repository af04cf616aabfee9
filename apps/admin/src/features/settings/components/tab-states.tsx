import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Placeholder while a tab's data loads: a few field-shaped bars. */
export function TabSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={i} height={i === 0 ? 20 : 56} width={i === 0 ? '40%' : '100%'} radius="sm" />
      ))}
    </Stack>
  );
}

/** A tab whose data could not be loaded, with the reason and a way to try again. */
export function TabError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('loadFailed')} role="alert">
      <Stack gap="sm" align="flex-start">
        {message}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
