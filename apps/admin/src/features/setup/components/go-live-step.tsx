import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { ShopReadinessGap, ShopResponse } from '@salon/domain';
import { IconAlertCircle, IconConfetti, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useGoLive, useShopReadiness } from '../../../api/shop.ts';
import { BookingPreviewButton } from '../../../components/booking-preview-button.tsx';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import { readableAlertTitle } from '../../../lib/alert-styles.ts';
import { bookingUrl } from '../lib/share.ts';
import { ShareBookingPage } from './share-booking-page.tsx';
import { StepHeading } from './step-parts.tsx';

interface Props {
  shop: ShopResponse;
  onBack: () => void;
}

/** Step 3, goLive: publish the booking page, then share it. */
export function GoLiveStep({ shop, onBack }: Props) {
  const { t } = useTranslation('setup');
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <StepHeading
        title={shop.live ? t('goLive.liveTitle') : t('goLive.title')}
        intro={shop.live ? t('goLive.liveIntro') : t('goLive.intro')}
      />
      {shop.live ? (
        <>
          <Alert
            color="teal"
            variant="light"
            styles={readableAlertTitle}
            icon={<IconConfetti aria-hidden />}
            title={t('goLive.liveNotice', { name: shop.name })}
            data-testid="live-notice"
          >
            {t('goLive.liveNoticeText')}
          </Alert>
          <ShareBookingPage shop={shop} />
          <Group justify="space-between">
            <Button variant="default" onClick={onBack}>
              {t('actions.back')}
            </Button>
            <Button onClick={() => navigate('/')} data-testid="go-to-dashboard">
              {t('goLive.toDashboard')}
            </Button>
          </Group>
        </>
      ) : (
        <Publish shop={shop} onBack={onBack} />
      )}
    </Stack>
  );
}

function Publish({ shop, onBack }: Props) {
  const { t } = useTranslation('setup');
  const goLive = useGoLive(shop.id);
  // The server's word on what a booking needs: the same check refuses publishing (ShopNotReady).
  const readiness = useShopReadiness(shop.id);
  const loading = readiness.isPending;
  const missing = readiness.data?.missing ?? [];
  const incomplete = missing.length > 0;

  return (
    <Stack gap="md">
      <TitledAlert tone="warning" title={t('goLive.notLiveTitle')} data-testid="not-live-notice">
        <Text size="sm">{t('goLive.notLiveText', { url: bookingUrl(shop.bookingPath) })}</Text>
      </TitledAlert>
      {incomplete && <MissingParts missing={missing} onFix={onBack} />}
      <Text size="sm">{t('goLive.previewHint')}</Text>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Group gap="sm">
          <BookingPreviewButton subdomain={shop.subdomain} />
          <Button
            leftSection={<IconRocket size={18} aria-hidden />}
            onClick={() =>
              goLive.mutate(undefined, { onSuccess: () => toast.success(t('goLive.published')) })
            }
            loading={goLive.isPending}
            disabled={loading || incomplete}
            data-testid="publish"
          >
            {t('goLive.publish')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** What the page lacks before anyone can book, each with the way to the step that adds it. */
function MissingParts({ missing, onFix }: { missing: ShopReadinessGap[]; onFix: () => void }) {
  const { t } = useTranslation('setup');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={t('goLive.missingTitle')}
      styles={readableAlertTitle}
      data-testid="incomplete"
    >
      <List spacing="xs" size="sm">
        {missing.map((gap) => (
          <List.Item key={gap} data-testid={`missing-${gap}`}>
            <Stack gap={4} align="flex-start">
              <Text size="sm">{t(`goLive.missing.${gap}`)}</Text>
              <Button size="compact-sm" variant="light" onClick={onFix} data-testid={`fix-${gap}`}>
                {t(`goLive.fix.${gap}`)}
              </Button>
            </Stack>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
