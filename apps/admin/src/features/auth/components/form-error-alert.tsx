import { Alert } from '@mantine/core';
import { ApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const attemptsLeft = (error: ApiError): number | undefined => {
  const details = error.details as { attemptsLeft?: unknown } | undefined;
  return typeof details?.attemptsLeft === 'number' ? details.attemptsLeft : undefined;
};

/** The translated message of a failed sign-in call, announced to screen readers (role="alert"). */
export function FormErrorAlert({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  const left = error instanceof ApiError && error.code === 'InvalidCode' ? attemptsLeft(error) : undefined;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} data-testid="form-error">
      {errorMessage(i18n, error)}
      {left !== undefined && ` ${t('signIn.attemptsLeft', { attemptsLeft: left })}`}
    </Alert>
  );
}
