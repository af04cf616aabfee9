import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '@salon/domain';
import type { Session } from '@salon/web/session';
import { IconBuildingStore, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageMenu } from '../../../components/language-menu.tsx';
import { Logo } from '../../../components/logo.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useSignOutAction } from '../hooks/use-sign-out-action.ts';

/** A signed-in customer without a salon: this app has nothing for them, so say so and offer a way out. */
interface Props {
  session: Session;
  /** Lets the app remember a language picked here for the person's e-mails. */
  onLanguageChange?: (lng: Locale) => void;
}

export function NotStaffPage({ session, onLanguageChange }: Props) {
  const { t } = useTranslation();
  const { signOut, isPending } = useSignOutAction();
  usePageTitle(t('notStaff.title'));
  return (
    <>
      <header>
        <Group justify="space-between" p="md">
          <Logo />
          <LanguageMenu onChange={onLanguageChange} />
        </Group>
      </header>
      <main>
        <Center px="md" pb="xl" mih="calc(100vh - 140px)">
          <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={480}>
            <Stack gap="md">
              <Title order={1} size="h2">
                {t('notStaff.title')}
              </Title>
              <Text>{t('notStaff.text', { email: session.user.email })}</Text>
              <Text c="dimmed" size="sm">
                {t('notStaff.hint')}
              </Text>
              <Text size="sm">{t('notStaff.ownerHint')}</Text>
              <Button
                component={Link}
                to="/setup"
                leftSection={<IconBuildingStore size={18} aria-hidden />}
                data-testid="open-salon"
              >
                {t('notStaff.openSalon')}
              </Button>
              <Button
                onClick={signOut}
                loading={isPending}
                leftSection={<IconLogout size={18} aria-hidden />}
                variant="light"
              >
                {t('auth.signOut')}
              </Button>
            </Stack>
          </Paper>
        </Center>
      </main>
    </>
  );
}
