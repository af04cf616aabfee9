import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { Alert, Anchor, ColorSwatch, Group, Skeleton, Stack, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { SessionShop } from '@salon/domain';
import { firstDayOfWeek } from '@salon/domain/calendar-date';
import { errorMessage } from '@salon/web/error-message';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useStylists } from '../../../api/stylists.ts';
import { NoShopPage } from '../../../components/no-shop-page.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { shopToday } from '../lib/shop-dates.ts';
import { OverridesSection } from './overrides-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { StaffLoginSection } from './staff-login-section.tsx';
import { StylistServicesSection } from './stylist-services-section.tsx';
import { TimeOffSection } from './time-off-section.tsx';
import { WeeklyHoursSection } from './weekly-hours-section.tsx';

function BackLink() {
  const { t } = useTranslation('team');
  return (
    <Anchor component={Link} to="/team" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('stylistPage.back')}
      </Group>
    </Anchor>
  );
}

function Stylist({ shop, stylistId }: { shop: SessionShop; stylistId: string }) {
  const { t, i18n } = useTranslation('team');
  const stylists = useStylists(shop.id);
  const stylist = stylists.data?.items.find((s) => s.id === stylistId);
  usePageTitle(stylist?.name ?? t('title'));
  const today = useMemo(() => shopToday(shop.timeZone), [shop.timeZone]);

  if (stylists.isPending) {
    return (
      <Stack gap="lg" aria-busy="true">
        <BackLink />
        <Skeleton height={36} width="40%" />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (stylists.error || !stylist) {
    return (
      <Stack gap="lg">
        <BackLink />
        <Title order={1}>{t('title')}</Title>
        <Alert color="red" role="alert" title={t('stylistPage.notFound')}>
          {stylists.error ? errorMessage(i18n, stylists.error) : t('stylistPage.notFoundText')}
        </Alert>
      </Stack>
    );
  }
  const others = stylists.data.items.filter((s) => s.id !== stylist.id);
  return (
    <Stack gap="lg">
      <BackLink />
      <Group gap="sm">
        <ColorSwatch color={stylist.color.main} size={28} aria-hidden />
        <Title order={1} data-testid="stylist-title">
          {stylist.name}
        </Title>
        {!stylist.active && <ToneBadge tone="gray">{t('stylists.inactive')}</ToneBadge>}
      </Group>
      <ProfileSection shopId={shop.id} stylist={stylist} others={others} />
      <WeeklyHoursSection shopId={shop.id} stylistId={stylist.id} timeZone={shop.timeZone} />
      <OverridesSection shopId={shop.id} stylistId={stylist.id} timeZone={shop.timeZone} today={today} />
      <TimeOffSection shopId={shop.id} stylistId={stylist.id} timeZone={shop.timeZone} today={today} />
      <StylistServicesSection shopId={shop.id} stylist={stylist} />
      <StaffLoginSection shopId={shop.id} stylist={stylist} stylists={stylists.data.items} />
    </Stack>
  );
}

/** One stylist: profile, regular hours, exceptions, time off, services and their login. */
export function StylistPage() {
  const { t, i18n } = useTranslation('team');
  const { shop } = useCurrentShop();
  const { stylistId = '' } = useParams();
  const locale = useFormatLocale();
  if (!shop) return <NoShopPage title={t('title')} message={t('noShop')} />;
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: firstDayOfWeek(locale) }}>
      <Stylist key={`${shop.id}-${stylistId}`} shop={shop} stylistId={stylistId} />
    </DatesProvider>
  );
}
