import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Center, Text } from '@mantine/core';
import type { DashboardResponse } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { formatDay, formatDayInSentence, formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { formatCount, formatMoneyCompact } from '../lib/numbers.ts';
import { ChartCard } from './chart-card.tsx';

const HEIGHT = 220;

function EmptyChart({ text }: { text: string }) {
  return (
    <Center h={HEIGHT}>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Center>
  );
}

/** Bookings and revenue day by day over the period. */
export function TrendCharts({
  series,
  currency,
  timeZone,
}: {
  series: DashboardResponse['series'];
  currency: string;
  timeZone: string;
}) {
  const { t } = useTranslation('dashboard');
  const locale = useFormatLocale();
  const count = (value: number) => formatCount(value, locale);
  const money = (value: number) => formatMoney(value, currency, locale);
  const data = series.map((point) => ({
    day: formatDay(point.date, timeZone, locale),
    bookings: point.bookings,
    revenue: point.revenue,
  }));
  // The summaries are sentences: their days are written out, so no abbreviation's period meets theirs.
  const inSentence = (date: string | undefined) => (date ? formatDayInSentence(date, timeZone, locale) : '');
  const first = inSentence(series[0]?.date);
  const last = inSentence(series.at(-1)?.date);
  const totalBookings = series.reduce((sum, point) => sum + point.bookings, 0);
  const totalRevenue = series.reduce((sum, point) => sum + point.revenue, 0);

  const table = (column: 'bookings' | 'revenue', caption: string, format: (value: number) => string) => (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('charts.date')}</th>
          <th scope="col">{t(`charts.${column}`)}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((row) => (
          <tr key={row.day}>
            <th scope="row">{row.day}</th>
            <td>{format(row[column])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  const revenueProps = {
    h: HEIGHT,
    data,
    dataKey: 'day',
    series: [{ name: 'revenue', label: t('charts.revenue'), color: 'teal.7' }],
    valueFormatter: money,
    yAxisProps: { tickFormatter: (value: number) => formatMoneyCompact(value, currency, locale), width: 64 },
    accessibilityLayer: false,
  };

  return (
    <>
      <ChartCard
        id="bookings"
        title={t('charts.bookingsPerDay')}
        summary={t('charts.bookingsSummary', { total: count(totalBookings), from: first, to: last })}
        table={table('bookings', t('charts.bookingsPerDay'), count)}
      >
        {totalBookings === 0 ? (
          <EmptyChart text={t('charts.noData')} />
        ) : (
          <BarChart
            h={HEIGHT}
            data={data}
            dataKey="day"
            series={[{ name: 'bookings', label: t('charts.bookings'), color: 'grape.6' }]}
            valueFormatter={count}
            yAxisProps={{ allowDecimals: false, width: 40 }}
            maxBarWidth={40}
            accessibilityLayer={false}
          />
        )}
      </ChartCard>
      <ChartCard
        id="revenue"
        title={t('charts.revenuePerDay')}
        summary={t('charts.revenueSummary', { total: money(totalRevenue), from: first, to: last })}
        table={table('revenue', t('charts.revenuePerDay'), money)}
      >
        {/* One day makes no area: a bar shows it. */}
        {totalRevenue === 0 ? (
          <EmptyChart text={t('charts.noRevenue')} />
        ) : data.length > 1 ? (
          <AreaChart {...revenueProps} curveType="monotone" withDots={data.length <= 31} />
        ) : (
          <BarChart {...revenueProps} maxBarWidth={40} />
        )}
      </ChartCard>
    </>
  );
}
