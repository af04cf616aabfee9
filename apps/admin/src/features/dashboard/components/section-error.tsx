import { Alert, Button } from '@mantine/core';
import { errorMessage } from '@salon/web/error-message';
import { useTranslation } from 'react-i18next';

/** A part of the dashboard that failed to load, why, and a way to try again. */
export function SectionError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Alert color="red" title={title} role="alert">
      {errorMessage(i18n, error)}
      <Button variant="white" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
