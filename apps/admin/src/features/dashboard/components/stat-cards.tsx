import { SimpleGrid, Skeleton } from '@mantine/core';
import type { DashboardResponse } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { type Change, pointsChange, relativeChange } from '../lib/compare.ts';
import { formatCount, formatPercent, formatSignedNumber, formatSignedPercent } from '../lib/numbers.ts';
import { StatCard, type StatComparison } from './stat-card.tsx';

type Period = DashboardResponse['period'];

interface Figure {
  id: string;
  label: string;
  value: string;
  hint: string;
  comparison: StatComparison | null;
}

// Columns by the width the page gets beside the menu: 2, 3, then all six in a row.
const GRID = {
  type: 'container',
  cols: { base: 1, '420px': 2, '640px': 3, '1100px': 6 },
  spacing: 'md',
} as const;

/** The period's figures as cards, each compared with the previous period when its figures are known. */
export function StatCards({ period, previous }: { period: Period; previous: Period | null }) {
  const { t } = useTranslation('dashboard');
  const locale = useFormatLocale();
  const count = (value: number) => formatCount(value, locale);
  const percent = (share: number) => formatPercent(share, locale);
  const money = (amount: number) => formatMoney(amount, period.revenue.currency, locale);

  const compare = (
    change: Change | null,
    previousValue: string,
    kind: 'relative' | 'points',
    upIsGood = true,
  ): StatComparison | null =>
    previous && {
      change:
        change &&
        (kind === 'relative'
          ? formatSignedPercent(change.value, locale)
          : t('stats.points', { value: formatSignedNumber(change.value, locale) })),
      trend: change?.trend ?? 'flat',
      upIsGood,
      previous: t('stats.previous', { value: previousValue }),
    };
  const counted = (current: number, before: number | undefined) =>
    compare(before === undefined ? null : relativeChange(current, before), count(before ?? 0), 'relative');

  const figures: Figure[] = [
    {
      id: 'bookings',
      label: t('stats.bookings'),
      value: count(period.bookings),
      hint: t('stats.bookingsHint', {
        completed: count(period.completed),
        cancelled: count(period.cancelled),
      }),
      comparison: counted(period.bookings, previous?.bookings),
    },
    {
      id: 'revenue',
      label: t('stats.revenue'),
      value: money(period.revenue.amount),
      hint: t('stats.revenueHint'),
      comparison: compare(
        previous && relativeChange(period.revenue.amount, previous.revenue.amount),
        money(previous?.revenue.amount ?? 0),
        'relative',
      ),
    },
    {
      id: 'occupancy',
      label: t('stats.occupancy'),
      value: percent(period.occupancy),
      hint: t('stats.occupancyHint', {
        booked: formatDuration(period.bookedMinutes, locale),
        working: formatDuration(period.workingMinutes, locale),
      }),
      comparison: compare(
        previous && pointsChange(period.occupancy, previous.occupancy),
        percent(previous?.occupancy ?? 0),
        'points',
      ),
    },
    {
      id: 'no-show-rate',
      label: t('stats.noShowRate'),
      value: percent(period.noShowRate),
      hint: t('stats.noShowHint', {
        noShows: count(period.noShows),
        due: count(period.completed + period.noShows),
      }),
      comparison: compare(
        previous && pointsChange(period.noShowRate, previous.noShowRate),
        percent(previous?.noShowRate ?? 0),
        'points',
        false,
      ),
    },
    {
      id: 'new-customers',
      label: t('stats.newCustomers'),
      value: count(period.newCustomers),
      hint: t('stats.newHint'),
      comparison: counted(period.newCustomers, previous?.newCustomers),
    },
    {
      id: 'returning-customers',
      label: t('stats.returningCustomers'),
      value: count(period.returningCustomers),
      hint: t('stats.returningHint'),
      comparison: counted(period.returningCustomers, previous?.returningCustomers),
    },
  ];

  return (
    <SimpleGrid component="dl" m={0} {...GRID}>
      {figures.map((figure) => (
        <StatCard key={figure.id} {...figure} />
      ))}
    </SimpleGrid>
  );
}

export function StatCardsSkeleton() {
  return (
    <SimpleGrid {...GRID}>
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <Skeleton key={key} height={124} radius="md" />
      ))}
    </SimpleGrid>
  );
}
