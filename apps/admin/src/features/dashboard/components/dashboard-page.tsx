import {
  ActionIcon,
  Grid,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { inShop, type SessionShop } from '@salon/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { appointmentsChanged } from '../../../api/appointments.ts';
import { useDashboard } from '../../../api/dashboard.ts';
import { useStylists } from '../../../api/stylists.ts';
import { useAppointmentEvents } from '../../../hooks/use-appointment-events.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { formatDay, formatTime } from '../../../lib/format.ts';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { useDashboardPeriod } from '../hooks/use-dashboard-period.ts';
import { useShopClock } from '../hooks/use-shop-clock.ts';
import type { DateRange } from '../lib/periods.ts';
import { PendingRequests } from './pending-requests.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { SectionError } from './section-error.tsx';
import { SetupBanner } from './setup-banner.tsx';
import { StatCards, StatCardsSkeleton } from './stat-cards.tsx';

// The charts bring recharts (~100 KB): their own chunk, loaded while the figures above them show.
const TrendCharts = lazyPage(() => import('./trend-charts.tsx'), 'TrendCharts');
const ShareCharts = lazyPage(() => import('./share-charts.tsx'), 'ShareCharts');

import { useFormatLocale } from '../../../lib/format-locale.ts';
import { TodayPanel } from './today-panel.tsx';

/** The page sits beside the menu: columns follow the width it gets, not the window's. */
const CONTAINER_BREAKPOINTS = { xs: '480px', sm: '640px', md: '820px', lg: '1080px', xl: '1400px' };
const CHARTS_GRID = { type: 'container', cols: { base: 1, '720px': 2 }, spacing: 'md' } as const;

function ShopDashboard({ shop }: { shop: SessionShop }) {
  const { t } = useTranslation('dashboard');
  const locale = useFormatLocale();
  const headingId = useId();
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const timeZone = shop.timeZone;
  const { now, today } = useShopClock(timeZone);
  const period = useDashboardPeriod(today);
  const current = useDashboard(shop.id, { ...period.range, source: period.source });
  const previous = useDashboard(shop.id, { ...period.previous, source: period.source });
  const stylists = useStylists(shop.id);
  const stylistNames = useMemo(
    () => new Map((stylists.data?.items ?? []).map((stylist) => [stylist.id, stylist.name])),
    [stylists.data],
  );
  const canAnswer = ability.can('update', inShop('calendar', shop.id));
  // New bookings and answers to requests show at once, as on the calendar.
  useAppointmentEvents(shop.id);

  const day = (date: string) => formatDay(date, timeZone, locale);
  const rangeText = ({ from, to }: DateRange) =>
    from === to ? day(from) : t('period.showing', { from: day(from), to: day(to) });
  // A comparison pairs figures of the same moment: both fresh, or both still the last period's.
  const comparable =
    previous.data && previous.isPlaceholderData === current.isPlaceholderData ? previous.data.period : null;
  // The figures and the day's and pending lists, as after a booking change.
  const refresh = () => appointmentsChanged(queryClient, shop.id);

  let figures: ReactNode;
  if (current.data) {
    figures = (
      <>
        {current.isError && (
          <SectionError
            title={t('period.loadError')}
            error={current.error}
            onRetry={() => void current.refetch()}
          />
        )}
        <StatCards period={current.data.period} previous={comparable} />
        <Suspense fallback={<Skeleton height={260} radius="md" />}>
          <SimpleGrid {...CHARTS_GRID}>
            <TrendCharts
              series={current.data.series}
              currency={current.data.period.revenue.currency}
              timeZone={timeZone}
            />
            <ShareCharts period={current.data.period} />
          </SimpleGrid>
        </Suspense>
      </>
    );
  } else if (current.isError) {
    figures = (
      <SectionError
        title={t('period.loadError')}
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  } else {
    figures = (
      <>
        <StatCardsSkeleton />
        <SimpleGrid {...CHARTS_GRID}>
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} height={290} radius="md" />
          ))}
        </SimpleGrid>
      </>
    );
  }

  return (
    <Stack gap="xl">
      <SetupBanner shop={shop} />
      <Grid type="container" breakpoints={CONTAINER_BREAKPOINTS} gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TodayPanel
            shopId={shop.id}
            timeZone={timeZone}
            today={today}
            now={now}
            stylistNames={stylistNames}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PendingRequests
            shopId={shop.id}
            timeZone={timeZone}
            today={today}
            canAnswer={canAnswer}
            stylistNames={stylistNames}
          />
        </Grid.Col>
      </Grid>

      <Stack
        component="section"
        gap="md"
        aria-labelledby={headingId}
        aria-busy={current.isFetching}
        data-testid="performance"
      >
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h3" id={headingId}>
              {t('period.title')}
            </Title>
            <Text size="sm" data-testid="period-range-text">
              {rangeText(period.range)}
            </Text>
            {comparable && (
              <Text size="xs" c="dimmed" data-testid="period-compared-text">
                {period.previous.from === period.previous.to
                  ? t('period.comparedWithDay', { day: day(period.previous.from) })
                  : t('period.comparedWith', {
                      from: day(period.previous.from),
                      to: day(period.previous.to),
                    })}
              </Text>
            )}
          </div>
          <Group gap="xs" wrap="nowrap">
            {current.isPlaceholderData && (
              <>
                <Loader size="xs" aria-hidden="true" />
                <VisuallyHidden role="status">{t('period.loading')}</VisuallyHidden>
              </>
            )}
            {current.dataUpdatedAt > 0 && (
              <Text size="xs" c="dimmed">
                {t('period.updated', { time: formatTime(current.dataUpdatedAt, timeZone, locale) })}
              </Text>
            )}
            <Tooltip label={t('period.refresh')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('period.refresh')}
                loading={current.isFetching && !current.isPlaceholderData}
                onClick={() => void refresh()}
              >
                <IconRefresh size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <PeriodPicker period={period} timeZone={timeZone} />
        {figures}
      </Stack>
    </Stack>
  );
}

/** What a salon opens first in the morning: today's book, requests to answer, and how business goes. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { shop } = useCurrentShop();
  usePageTitle(t('title'));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {shop ? <ShopDashboard key={shop.id} shop={shop} /> : <Text>{t('noShop')}</Text>}
    </Stack>
  );
}
