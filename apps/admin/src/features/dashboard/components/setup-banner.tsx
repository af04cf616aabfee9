import { Button, Group, Text } from '@mantine/core';
import type { SessionShop } from '@salon/domain';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShop } from '../../../api/shop.ts';
import { BookingPreviewButton } from '../../../components/booking-preview-button.tsx';
import { TitledAlert } from '../../../components/titled-alert.tsx';

/**
 * Until the salon's booking page is published, its owner is reminded on the dashboard and taken
 * back into the setup where it was left.
 */
export function SetupBanner({ shop }: { shop: SessionShop }) {
  const { t } = useTranslation('dashboard');
  const owner = shop.role === 'ROLE_SHOP_ADMIN';
  const details = useShop(owner ? shop.id : null);
  if (!owner || !details.data || details.data.live) return null;
  return (
    <TitledAlert tone="warning" title={t('setupBanner.title')} data-testid="setup-banner">
      <Text size="sm">{t('setupBanner.text')}</Text>
      <Group gap="sm" mt="sm">
        <Button
          component={Link}
          to="/setup"
          size="sm"
          leftSection={<IconRocket size={18} aria-hidden />}
          data-testid="resume-setup"
        >
          {t('setupBanner.resume')}
        </Button>
        <BookingPreviewButton subdomain={details.data.subdomain} size="sm" />
      </Group>
    </TitledAlert>
  );
}
