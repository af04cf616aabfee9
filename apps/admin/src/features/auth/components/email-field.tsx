import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The e-mail input both ways of signing in share, so the address typed carries over between them. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  /** An i18n key of the validation message to show, if any. */
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('signIn.email')}
      type="email"
      name="email"
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error && t(error)}
    />
  );
}
