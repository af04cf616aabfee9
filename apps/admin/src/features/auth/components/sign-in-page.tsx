import { Alert, Anchor, Text } from '@mantine/core';
import { sessionExpiredNotice } from '@salon/web/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { AuthScreen } from './auth-screen.tsx';
import { EmailCodeSignInForm } from './email-code-sign-in-form.tsx';
import { PasswordSignInForm } from './password-sign-in-form.tsx';

type Mode = 'password' | 'code';

/** The query string with `mode` set (or dropped for the default), keeping the rest, such as `from`. */
function searchWithMode(params: URLSearchParams, mode: Mode): string {
  const next = new URLSearchParams(params);
  if (mode === 'code') next.set('mode', 'code');
  else next.delete('mode');
  const search = next.toString();
  return search ? `?${search}` : '';
}

/**
 * Shown at /admin/sign-in and in place of any page while nobody is signed in. The way of signing
 * in is part of the address (`?mode=code`): the switch is a link, Back returns to the password.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'code' ? 'code' : 'password';
  // Kept here so that switching between the two ways keeps what was typed.
  const [email, setEmail] = useState('');
  const [expired] = useState(sessionExpiredNotice);
  usePageTitle(t('signIn.title'));

  return (
    <AuthScreen title={t('signIn.title')} subtitle={t('signIn.subtitle')} width={420}>
      {expired && (
        <Alert color="yellow" variant="light" role="alert" data-testid="session-expired">
          {t('errors:TokenIsExpired')}
        </Alert>
      )}
      {mode === 'password' ? (
        <PasswordSignInForm email={email} onEmailChange={setEmail} />
      ) : (
        <EmailCodeSignInForm
          email={email}
          onEmailChange={setEmail}
          // The page asked for shows next, without the sign-in's own parameter.
          onSignedIn={() => setParams(searchWithMode(params, 'password'), { replace: true })}
        />
      )}
      <Anchor
        component={Link}
        to={{ search: searchWithMode(params, mode === 'password' ? 'code' : 'password') }}
        ta="center"
        fw={500}
        size="sm"
      >
        {mode === 'password' ? t('signIn.withCode') : t('signIn.withPassword')}
      </Anchor>
      <Text size="sm" ta="center" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {t('signUp.prompt')}{' '}
        <Anchor component={Link} to="/sign-up" fw={500} inherit data-testid="go-sign-up">
          {t('signUp.promptLink')}
        </Anchor>
      </Text>
    </AuthScreen>
  );
}
