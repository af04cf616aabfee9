import { Button, Checkbox, ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import { appointmentLabels, appointmentSources, calendarTypes } from '@salon/domain';
import { memo, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterGroup, CalendarFilters as Filters } from '../hooks/use-calendar-filters.ts';
import { shownStatuses } from '../lib/calendar-events.ts';
import classes from './calendar.module.css';
import type { StylistResource } from './stylist-header.tsx';

interface Option {
  value: string;
  label: string;
  swatch?: string;
}

function FilterFieldset({
  group,
  options,
  filters,
}: {
  group: FilterGroup;
  options: Option[];
  filters: Filters;
}) {
  const { t } = useTranslation();
  const values = options.map((option) => option.value);
  const titleId = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={titleId}>
      {/* The title above its links, and the links wrapping: "Tout désélectionner" and the like
          do not fit beside a title in a narrow panel. */}
      <Text id={titleId} fw={600} size="sm">
        {t(`calendar.filters.${group}`)}
      </Text>
      <Group gap={2} wrap="wrap" mt={-4} className={classes.filterLinks}>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => filters.selectAll(group)}
          data-testid={`filter-${group}-all`}
          aria-label={t('calendar.filters.selectAllOf', { group: t(`calendar.filters.${group}`) })}
        >
          {t('calendar.filters.selectAll')}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => filters.clearAll(group, values)}
          data-testid={`filter-${group}-none`}
          aria-label={t('calendar.filters.clearAllOf', { group: t(`calendar.filters.${group}`) })}
        >
          {t('calendar.filters.clearAll')}
        </Button>
      </Group>
      {options.map((option) => {
        let label: ReactNode = option.label;
        if (option.swatch) {
          label = (
            <Group gap={6} wrap="nowrap" component="span">
              <ColorSwatch component="span" color={option.swatch} size={10} aria-hidden />
              {option.label}
            </Group>
          );
        }
        return (
          <Checkbox
            key={option.value}
            size="xs"
            label={label}
            checked={filters.isShown(group, option.value)}
            onChange={(event) => filters.toggle(group, option.value, event.currentTarget.checked)}
            data-testid={`filter-${group}-${option.value}`}
          />
        );
      })}
    </Stack>
  );
}

/** Which stylists, labels, statuses, sources and kinds of blocked time the calendar shows. */
export const CalendarFilters = memo(function CalendarFilters({
  filters,
  stylists,
}: {
  filters: Filters;
  stylists: StylistResource[];
}) {
  const { t } = useTranslation();
  const groups: [FilterGroup, Option[]][] = [
    ['stylist', stylists.map((s) => ({ value: s.id, label: s.name, swatch: s.color.main }))],
    ['label', appointmentLabels.map((value) => ({ value, label: t(`calendar.label.${value}`) }))],
    ['status', shownStatuses.map((value) => ({ value, label: t(`calendar.status.${value}`) }))],
    ['source', appointmentSources.map((value) => ({ value, label: t(`calendar.source.${value}`) }))],
    ['category', calendarTypes.map((value) => ({ value, label: t(`calendar.category.${value}`) }))],
  ];
  return (
    <Paper
      withBorder
      p="sm"
      className={classes.filters}
      data-testid="calendar-filters"
      component="aside"
      aria-label={t('calendar.filters.title')}
    >
      <Stack gap="md">
        <Text fw={700}>{t('calendar.filters.title')}</Text>
        {groups.map(([group, options]) => (
          <FilterFieldset key={group} group={group} options={options} filters={filters} />
        ))}
      </Stack>
    </Paper>
  );
});
