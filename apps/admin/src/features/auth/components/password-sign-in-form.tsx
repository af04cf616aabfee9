import { Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../api/sign-in.ts';
import { EmailField } from './email-field.tsx';
import { FormErrorAlert } from './form-error-alert.tsx';
import {
  emailProblem,
  type FieldMessages,
  passwordProblem,
  serverFieldMessages,
} from './sign-in-validation.ts';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
}

export function PasswordSignInForm({ email, onEmailChange }: Props) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FieldMessages>({});
  const shown = { ...serverFieldMessages(signIn.error), ...problems };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldMessages = {};
    const emailKey = emailProblem(email);
    const passwordKey = passwordProblem(password);
    if (emailKey) found.email = emailKey;
    if (passwordKey) found.password = passwordKey;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert error={signIn.error} />
        <EmailField value={email} onChange={onEmailChange} error={shown.email} />
        <PasswordInput
          label={t('signIn.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={shown.password && t(shown.password)}
          visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
