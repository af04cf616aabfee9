import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { Box, Group, Select } from '@mantine/core';
import { DatePickerInput, DatesProvider, type DatesRangeValue, type DayOfWeek } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DashboardSource, dashboardSources } from '../../../api/dashboard.ts';
import { StackingSegmentedControl } from '../../../components/stacking-segmented-control.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import type { DashboardPeriod } from '../hooks/use-dashboard-period.ts';
import { daysIn, MAX_PERIOD_DAYS, type PeriodPreset, periodPresets } from '../lib/periods.ts';

type Draft = DatesRangeValue<string>;

/** Today, this week, this month, the last 30 days or any range of dates, and which bookings count. */
export function PeriodPicker({ period, timeZone }: { period: DashboardPeriod; timeZone: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = useFormatLocale();
  const { range } = period;
  const [draft, setDraft] = useState<Draft>([range.from, range.to]);
  const [error, setError] = useState<string | null>(null);
  // The picker shows the period in force whenever it changes from outside (another preset, the address).
  useEffect(() => {
    setDraft([range.from, range.to]);
    setError(null);
  }, [range.from, range.to]);

  const onRangeChange = (value: Draft) => {
    setDraft(value);
    const [from, to] = value;
    if (!from || !to) return;
    if (daysIn({ from, to }) > MAX_PERIOD_DAYS) {
      setError(t('period.tooLong'));
      return;
    }
    setError(null);
    period.setCustomRange({ from, to });
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {/* Five presets do not fit side by side on a phone: there they stack. */}
      <Box maw="100%">
        <StackingSegmentedControl
          stackBelow="48em"
          aria-label={t('period.label')}
          value={period.preset}
          onChange={(value) => period.setPreset(value as PeriodPreset)}
          data={periodPresets.map((preset) => ({ value: preset, label: t(`period.${preset}`) }))}
          data-testid="period-picker"
        />
      </Box>
      {period.preset === 'custom' && (
        <DatesProvider
          settings={{ locale: i18n.language, firstDayOfWeek: period.firstDayOfWeek as DayOfWeek }}
        >
          <DatePickerInput
            type="range"
            label={t('period.range')}
            placeholder={t('period.rangePlaceholder')}
            value={draft}
            onChange={onRangeChange}
            error={error}
            valueFormatter={({ date }) => {
              if (!Array.isArray(date) || typeof date[0] !== 'string') return '';
              const [from, to] = date;
              const day = (value: string) => formatDay(value, timeZone, locale);
              return `${day(from)} – ${typeof to === 'string' ? day(to) : ''}`;
            }}
            allowSingleDateInRange
            leftSection={<IconCalendar size={16} aria-hidden="true" />}
            miw={260}
            data-testid="period-range"
          />
        </DatesProvider>
      )}
      <Select
        label={t('period.source')}
        value={period.source}
        onChange={(value) => value && period.setSource(value as DashboardSource)}
        data={dashboardSources.map((source) => ({ value: source, label: t(`period.sources.${source}`) }))}
        allowDeselect={false}
        w={210}
        data-testid="period-source"
      />
    </Group>
  );
}
