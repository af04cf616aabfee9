import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WelcomeCard } from '../../../components/welcome-card.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { useSignedInSession } from '../../../lib/signed-in-session.tsx';

/** Where people land who may not read the dashboard, such as read-only staff (rule set A). */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const { shop } = useCurrentShop();
  usePageTitle(t('home.title'));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('home.title')}</Title>
      <WelcomeCard name={session.user.name} shop={shop} />
    </Stack>
  );
}
