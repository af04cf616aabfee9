import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WelcomeCard } from '../../../components/welcome-card.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { useSignedInSession } from '../../../lib/signed-in-session.tsx';

/** The selected shop's overview, for shop admins and staff with rule set B. */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const { shop } = useCurrentShop();
  usePageTitle(t('dashboard.title'));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard.title')}</Title>
      <WelcomeCard name={session.user.name} shop={shop} />
    </Stack>
  );
}
