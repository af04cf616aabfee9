import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailCodeRequest, emailCodeVerifyRequest } from '@salon/domain';
import { currentLanguage } from '@salon/web/i18n';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isClean, schemaErrors, showServerErrors, translateErrors } from '../../../lib/form-errors.ts';
import { useSendEmailCode } from '../api/send-email-code.ts';
import { useVerifyEmailCode } from '../api/verify-email-code.ts';
import { EmailField } from './email-field.tsx';
import { FormErrorAlert } from './form-error-alert.tsx';
import { placeSignIn } from './sign-in-validation.ts';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedIn?: () => void;
}

/** Sign-in without a password: a 6-digit code is e-mailed, then typed in. */
export function EmailCodeSignInForm({ email, onEmailChange, onSignedIn }: Props) {
  const { t, i18n } = useTranslation();
  const send = useSendEmailCode();
  const verify = useVerifyEmailCode();
  const [sentTo, setSentTo] = useState<{ email: string; minutes: number } | null>(null);
  // The e-mail is the page's, shared with the other way of signing in; its message is this form's.
  const form = useForm({ initialValues: { code: '' }, enhanceGetInputProps: translateErrors(t) });
  const codeInput = useRef<HTMLInputElement>(null);

  const step = sentTo ? 'code' : 'email';
  const error = step === 'code' ? (verify.error ?? send.error) : send.error;
  const onError = (failure: unknown) => showServerErrors(form, failure, placeSignIn({ email }));

  // The person's next move is typing the code: take them there.
  useEffect(() => {
    if (step === 'code') codeInput.current?.focus();
  }, [step]);

  const sendCode = () => {
    const address = email.trim();
    const body = { email: address, locale: currentLanguage(i18n) };
    const problems = schemaErrors(emailCodeRequest, body, placeSignIn({ email }));
    form.setErrors(problems);
    if (!isClean(problems)) return;
    verify.reset();
    send.mutate(body, {
      onSuccess: ({ expiresIn }) => {
        form.reset();
        setSentTo({ email: address, minutes: Math.max(1, Math.round(expiresIn / 60)) });
      },
      onError,
    });
  };

  const submit = form.onSubmit(({ code }) => {
    if (!sentTo) {
      sendCode();
      return;
    }
    const body = { email: sentTo.email, code: code.trim() };
    const problems = schemaErrors(emailCodeVerifyRequest, body, placeSignIn({}));
    form.setErrors(problems);
    if (!isClean(problems)) return;
    verify.mutate(body, { onSuccess: () => onSignedIn?.(), onError });
  });

  const changeEmail = () => {
    setSentTo(null);
    form.reset();
    send.reset();
    verify.reset();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert error={error} />
        {sentTo ? (
          <>
            <Text size="sm" data-testid="code-sent">
              {t('signIn.codeSent', { email: sentTo.email, minutes: sentTo.minutes })}
            </Text>
            <TextInput
              ref={codeInput}
              label={t('signIn.code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...form.getInputProps('code')}
              onChange={(event) => form.setFieldValue('code', event.currentTarget.value.replace(/\D/g, ''))}
              styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
            />
            <Button type="submit" loading={verify.isPending} fullWidth>
              {t('signIn.verify')}
            </Button>
            <Group justify="space-between" gap="xs">
              <Button variant="subtle" size="compact-sm" onClick={changeEmail}>
                {t('signIn.changeEmail')}
              </Button>
              <Button variant="subtle" size="compact-sm" onClick={sendCode} loading={send.isPending}>
                {t('signIn.resend')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <EmailField
              value={email}
              onChange={(value) => {
                onEmailChange(value);
                form.clearFieldError('email');
              }}
              error={form.errors.email as string | undefined}
            />
            <Button type="submit" loading={send.isPending} fullWidth>
              {t('signIn.sendCode')}
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
