import { Anchor, Text } from '@mantine/core';
import { useSession } from '@salon/web/session';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { AuthScreen } from './auth-screen.tsx';
import { SignUpForm } from './sign-up-form.tsx';

// Mantine's default error red is too light for small text on white (WCAG AA): a darker one here.
const strongerErrors = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

/**
 * /admin/sign-up: a new owner creates an account, then sets up their salon. Someone signed in
 * (also the moment the account is created) goes on to the setup wizard.
 */
export function SignUpPage() {
  const session = useSession();
  if (session.isPending) return <LoadingScreen />;
  if (session.data) return <Navigate to="/setup" replace />;
  return <SignUpScreen />;
}

function SignUpScreen() {
  const { t } = useTranslation();
  usePageTitle(t('signUp.title'));
  return (
    <AuthScreen
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      width={440}
      mainStyle={strongerErrors}
    >
      <SignUpForm />
      <Text size="sm" ta="center">
        {t('signUp.haveAccount')}{' '}
        <Anchor component={Link} to="/sign-in" fw={500} inherit>
          {t('signUp.signIn')}
        </Anchor>
      </Text>
    </AuthScreen>
  );
}
