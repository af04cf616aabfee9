import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSession } from '@salon/web/session';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { LanguageMenu } from '../../../components/language-menu.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Logo } from '../../../components/logo.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
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
    <>
      <header>
        <Group justify="space-between" p="md">
          <Logo />
          <LanguageMenu />
        </Group>
      </header>
      <main style={strongerErrors}>
        <Center px="md" pb="xl" mih="calc(100vh - 140px)">
          <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440}>
            <Stack gap="lg">
              <div>
                <Title order={1} size="h2">
                  {t('signUp.title')}
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  {t('signUp.subtitle')}
                </Text>
              </div>
              <SignUpForm />
              <Text size="sm" ta="center">
                {t('signUp.haveAccount')}{' '}
                <Anchor component={Link} to="/sign-in" fw={500} inherit>
                  {t('signUp.signIn')}
                </Anchor>
              </Text>
            </Stack>
          </Paper>
        </Center>
      </main>
    </>
  );
}
