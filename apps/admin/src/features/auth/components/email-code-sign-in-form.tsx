import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { currentLanguage } from '@salon/web/i18n';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendEmailCode } from '../api/send-email-code.ts';
import { useVerifyEmailCode } from '../api/verify-email-code.ts';
import { EmailField } from './email-field.tsx';
import { FormErrorAlert } from './form-error-alert.tsx';
import { codeProblem, emailProblem, type FieldMessages, serverFieldMessages } from './sign-in-validation.ts';

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
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<FieldMessages>({});
  const codeInput = useRef<HTMLInputElement>(null);

  const step = sentTo ? 'code' : 'email';
  const error = step === 'code' ? (verify.error ?? send.error) : send.error;
  const shown = { ...serverFieldMessages(error), ...problems };

  // The person's next move is typing the code: take them there.
  useEffect(() => {
    if (step === 'code') codeInput.current?.focus();
  }, [step]);

  const sendCode = () => {
    const emailKey = emailProblem(email);
    setProblems(emailKey ? { email: emailKey } : {});
    if (emailKey) return;
    const address = email.trim();
    verify.reset();
    send.mutate(
      { email: address, locale: currentLanguage(i18n) },
      {
        onSuccess: ({ expiresIn }) => {
          setCode('');
          setSentTo({ email: address, minutes: Math.max(1, Math.round(expiresIn / 60)) });
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sentTo) {
      sendCode();
      return;
    }
    const codeKey = codeProblem(code);
    setProblems(codeKey ? { code: codeKey } : {});
    if (codeKey) return;
    verify.mutate({ email: sentTo.email, code: code.trim() }, { onSuccess: () => onSignedIn?.() });
  };

  const changeEmail = () => {
    setSentTo(null);
    setCode('');
    setProblems({});
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
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
              error={shown.code && t(shown.code)}
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
            <EmailField value={email} onChange={onEmailChange} error={shown.email} />
            <Button type="submit" loading={send.isPending} fullWidth>
              {t('signIn.sendCode')}
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
