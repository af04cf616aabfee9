import { Anchor, Button, PasswordInput, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { ApiError } from '@salon/web/api-error';
import { currentLanguage } from '@salon/web/i18n';
import { IconCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignUp } from '../api/sign-up.ts';
import { FormErrorAlert } from './form-error-alert.tsx';
import {
  PASSWORD_MIN,
  passwordRuleMet,
  type SignUpField,
  type SignUpMessages,
  type SignUpValues,
  serverSignUpMessages,
  signUpProblems,
} from './sign-up-validation.ts';

/** The password's rule, ticked off as the person types. */
function PasswordRule({ met }: { met: boolean }) {
  const { t } = useTranslation();
  const Icon = met ? IconCircleCheck : IconCircle;
  return (
    <Text
      component="span"
      size="xs"
      c={met ? 'teal.9' : 'dimmed'}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      data-testid="password-rule"
      data-met={met}
    >
      <Icon size={14} aria-hidden />
      {t('signUp.passwordRule', { min: PASSWORD_MIN })}
      {met && <VisuallyHidden>{t('signUp.ruleMet')}</VisuallyHidden>}
    </Text>
  );
}

/** A new owner's account: name, e-mail and password; signed in at once when it is created. */
export function SignUpForm() {
  const { t, i18n } = useTranslation();
  const signUp = useSignUp();
  const [values, setValues] = useState<SignUpValues>({ name: '', email: '', password: '' });
  const [problems, setProblems] = useState<SignUpMessages>({});
  const emailTaken = signUp.error instanceof ApiError && signUp.error.code === 'EmailAlreadyUsed';
  const shown = { ...serverSignUpMessages(signUp.error), ...problems };

  const change = (field: SignUpField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
    if (field === 'email' && emailTaken) signUp.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = signUpProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    signUp.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      locale: currentLanguage(i18n),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {/* A taken address is said under the e-mail field, with the way to sign in instead. */}
        <FormErrorAlert error={emailTaken ? null : signUp.error} />
        <TextInput
          label={t('signUp.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => change('name', event.currentTarget.value)}
          error={shown.name && t(shown.name)}
          required
          maxLength={120}
          data-testid="sign-up-name"
        />
        <TextInput
          label={t('signIn.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => change('email', event.currentTarget.value)}
          error={
            emailTaken ? (
              <>
                {t('errors:EmailAlreadyUsed')}{' '}
                <Anchor component={Link} to="/sign-in" size="xs" fw={600}>
                  {t('signUp.signInInstead')}
                </Anchor>
              </>
            ) : (
              shown.email && t(shown.email)
            )
          }
          required
          data-testid="sign-up-email"
        />
        <PasswordInput
          label={t('signIn.password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => change('password', event.currentTarget.value)}
          description={<PasswordRule met={passwordRuleMet(values.password)} />}
          error={shown.password && t(shown.password)}
          visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
          required
          data-testid="sign-up-password"
        />
        <Button type="submit" loading={signUp.isPending} fullWidth data-testid="sign-up-submit">
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
