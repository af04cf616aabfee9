import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signInRequest } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { schemaErrors, showServerErrors, translateErrors } from '../../../lib/form-errors.ts';
import { useSignIn } from '../api/sign-in.ts';
import { EmailField } from './email-field.tsx';
import { FormErrorAlert } from './form-error-alert.tsx';
import { placeSignIn } from './sign-in-validation.ts';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
}

export function PasswordSignInForm({ email, onEmailChange }: Props) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  // The e-mail is the page's, shared with the other way of signing in; its message is this form's.
  const form = useForm({
    initialValues: { password: '' },
    validate: ({ password }) =>
      schemaErrors(signInRequest, { email, password }, placeSignIn({ email, password })),
    enhanceGetInputProps: translateErrors(t),
  });

  const submit = form.onSubmit(({ password }) => {
    signIn.mutate(
      { email: email.trim(), password },
      { onError: (error) => showServerErrors(form, error, placeSignIn({ email, password })) },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert error={signIn.error} />
        <EmailField
          value={email}
          onChange={(value) => {
            onEmailChange(value);
            form.clearFieldError('email');
          }}
          error={form.errors.email as string | undefined}
        />
        <PasswordInput
          label={t('signIn.password')}
          name="password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
          visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
