import { ActionIcon, Button, Group, Popover, Select, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendarSearch, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { ToolbarProps, View } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import { useDatePickerLabels } from '../hooks/use-date-picker-labels.ts';
import type { CalendarEvent } from '../lib/calendar-events.ts';
import { wallDateKey, wallDateOf } from '../lib/shop-time.ts';
import { useWeekStylist } from './board-context.ts';
import type { StylistResource } from './stylist-header.tsx';

export const calendarViews = ['day', 'week', 'month'] as const satisfies readonly View[];

/** The week view shows one stylist's week: which one, remembered per shop (see calendar-page). */
function WeekStylistPicker() {
  const { t } = useTranslation();
  const choice = useWeekStylist();
  if (!choice || choice.stylists.length === 0) return null;
  return (
    <Select
      aria-label={t('calendar.weekStylist')}
      data={choice.stylists.map((s) => ({ value: s.id, label: s.name }))}
      value={choice.value}
      onChange={(value) => value && choice.onChange(value)}
      allowDeselect={false}
      searchable={choice.stylists.length > 8}
      w={200}
      comboboxProps={{ withinPortal: true }}
      data-testid="calendar-week-stylist"
    />
  );
}

/**
 * Today, previous, next, a date picked from a month, the period shown, the stylist whose week
 * is shown, and the view switch.
 */
export function CalendarToolbar({
  label,
  date,
  view,
  onNavigate,
  onView,
}: ToolbarProps<CalendarEvent, StylistResource>) {
  const { t } = useTranslation();
  const ariaLabels = useDatePickerLabels();
  const [picking, setPicking] = useState(false);
  return (
    <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
      <Group gap="xs" role="group" aria-label={t('calendar.navigation')}>
        <Button variant="default" onClick={() => onNavigate('TODAY')} data-testid="calendar-today">
          {t('calendar.today')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onNavigate('PREV')}
          aria-label={t('calendar.previous')}
          data-testid="calendar-prev"
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onNavigate('NEXT')}
          aria-label={t('calendar.next')}
          data-testid="calendar-next"
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Popover opened={picking} onChange={setPicking} position="bottom-start" shadow="md" trapFocus>
          <Popover.Target>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => setPicking((open) => !open)}
              aria-label={t('calendar.chooseDate')}
              aria-expanded={picking}
              data-testid="calendar-date-picker"
            >
              <IconCalendarSearch size={18} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <DatePicker
              value={wallDateKey(date)}
              defaultDate={wallDateKey(date)}
              ariaLabels={ariaLabels}
              onChange={(value) => {
                if (typeof value !== 'string') return;
                setPicking(false);
                onNavigate('DATE', wallDateOf(value));
              }}
              data-testid="calendar-date-picker-month"
            />
          </Popover.Dropdown>
        </Popover>
        <Title order={2} size="h4" aria-live="polite" data-testid="calendar-label">
          {label}
        </Title>
      </Group>
      <Group gap="sm" wrap="wrap">
        {view === 'week' && <WeekStylistPicker />}
        <Button.Group aria-label={t('calendar.viewLabel')}>
          {calendarViews.map((name) => (
            <Button
              key={name}
              variant={view === name ? 'filled' : 'default'}
              aria-pressed={view === name}
              onClick={() => onView(name)}
              data-testid={`calendar-view-${name}`}
            >
              {t(`calendar.views.${name}`)}
            </Button>
          ))}
        </Button.Group>
      </Group>
    </Group>
  );
}
