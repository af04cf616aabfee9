import { Anchor, Button, PasswordInput, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError } from '@salon/web/api-error';
import { currentLanguage } from '@salon/web/i18n';
import { IconCircle, IconCircleCheck } from '@tabler/icons-react';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showServerErrors, translateErrors } from '../../../lib/form-errors.ts';
import { useSignUp } from '../api/sign-up.ts';
import { FormErrorAlert } from './form-error-alert.tsx';
import {
  PASSWORD_MIN,
  passwordRuleMet,
  placeSignUp,
  type SignUpValues,
  signUpBody,
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
  const form = useForm<SignUpValues>({
    initialValues: { name: '', email: '', password: '' },
    validate: signUpProblems,
    onValuesChange: (values, previous) => {
      if (values.email !== previous.email && emailTaken) signUp.reset();
    },
    enhanceGetInputProps: translateErrors(t),
  });
  const { values } = form;
  const emailTaken = signUp.error instanceof ApiError && signUp.error.code === 'EmailAlreadyUsed';

  const submit = form.onSubmit((values) => {
    signUp.mutate(signUpBody(values, currentLanguage(i18n)), {
      onError: (error) => showServerErrors(form, error, placeSignUp(values)),
    });
  });
  const emailProps = form.getInputProps('email');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {/* A taken address is said under the e-mail field, with the way to sign in instead. */}
        <FormErrorAlert error={emailTaken ? null : signUp.error} />
        <TextInput
          label={t('signUp.name')}
          name="name"
          autoComplete="name"
          {...form.getInputProps('name')}
          required
          maxLength={120}
          data-testid="sign-up-name"
        />
        <TextInput
          label={t('signIn.email')}
          type="email"
          name="email"
          autoComplete="email"
          {...emailProps}
          error={
            emailTaken ? (
              <>
                {t('errors:EmailAlreadyUsed')}{' '}
                <Anchor component={Link} to="/sign-in" size="xs" fw={600}>
                  {t('signUp.signInInstead')}
                </Anchor>
              </>
            ) : (
              emailProps.error
            )
          }
          required
          data-testid="sign-up-email"
        />
        <PasswordInput
          label={t('signIn.password')}
          name="password"
          autoComplete="new-password"
          {...form.getInputProps('password')}
          description={<PasswordRule met={passwordRuleMet(values.password)} />}
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
