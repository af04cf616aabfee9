import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { DashboardResponse } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { formatCount, formatPercent } from '../lib/numbers.ts';
import { BookingLinksCard } from './booking-links-card.tsx';
import { ChartCard } from './chart-card.tsx';

interface Slice {
  key: string;
  name: string;
  value: number;
  color: string;
}

const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

function ShareChart({
  id,
  title,
  summaryKey,
  empty,
  slices,
}: {
  id: string;
  title: string;
  summaryKey: 'charts.bySourceSummary' | 'charts.customersSummary';
  empty: string;
  slices: Slice[];
}) {
  const { t } = useTranslation('dashboard');
  const locale = useFormatLocale();
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const share = (value: number) => formatPercent(total > 0 ? value / total : 0, locale);
  const summary = slices
    .map((slice) => `${slice.name} ${formatCount(slice.value, locale)} (${share(slice.value)})`)
    .join(', ');
  const legend = (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {slices.map((slice) => (
        <Group component="li" key={slice.key} gap="xs" wrap="nowrap" data-testid={`${id}-${slice.key}`}>
          <ColorSwatch color={cssColor(slice.color)} size={12} withShadow={false} aria-hidden="true" />
          <Text size="sm">{slice.name}</Text>
          <Text size="sm" fw={600}>
            {formatCount(slice.value, locale)}
          </Text>
          <Text size="sm" c="dimmed">
            {share(slice.value)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
  return (
    <ChartCard id={id} title={title} summary={total > 0 ? t(summaryKey, { summary }) : empty} beside={legend}>
      {total > 0 ? (
        <DonutChart
          data={slices.map(({ name, value, color }) => ({ name, value, color }))}
          size={150}
          thickness={22}
          chartLabel={formatCount(total, locale)}
          tooltipDataSource="segment"
          valueFormatter={(value) => formatCount(value, locale)}
          accessibilityLayer={false}
        />
      ) : (
        <Text c="dimmed" size="sm" w={150}>
          {empty}
        </Text>
      )}
    </ChartCard>
  );
}

/** Where the period's bookings came from (source and booking link), and how many of its customers were new. */
export function ShareCharts({ period }: { period: DashboardResponse['period'] }) {
  const { t } = useTranslation('dashboard');
  const sources: Slice[] = [
    { key: 'online', name: t('source.online'), value: period.bySource.online, color: 'blue.6' },
    { key: 'google', name: t('source.google'), value: period.bySource.google, color: 'teal.6' },
    { key: 'admin', name: t('source.admin'), value: period.bySource.admin, color: 'grape.6' },
    { key: 'walk_in', name: t('source.walk_in'), value: period.bySource.walk_in, color: 'orange.6' },
  ];
  const customers: Slice[] = [
    { key: 'new', name: t('customers.new'), value: period.newCustomers, color: 'teal.6' },
    { key: 'returning', name: t('customers.returning'), value: period.returningCustomers, color: 'grape.6' },
  ];
  return (
    <>
      <ShareChart
        id="sources"
        title={t('charts.bySource')}
        summaryKey="charts.bySourceSummary"
        empty={t('charts.noData')}
        slices={sources}
      />
      <ShareChart
        id="customers"
        title={t('charts.customers')}
        summaryKey="charts.customersSummary"
        empty={t('charts.noCustomers')}
        slices={customers}
      />
      {/* Figures kept offline from before links were counted have none. */}
      <BookingLinksCard links={period.byLink ?? []} />
    </>
  );
}
