import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ToolbarProps, View } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../lib/calendar-events.ts';
import type { StylistResource } from './stylist-header.tsx';

export const calendarViews = ['day', 'week', 'month'] as const satisfies readonly View[];

/** Today, previous, next, the period shown, and the view switch. */
export function CalendarToolbar({
  label,
  view,
  onNavigate,
  onView,
}: ToolbarProps<CalendarEvent, StylistResource>) {
  const { t } = useTranslation();
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
        <Title order={2} size="h4" aria-live="polite" data-testid="calendar-label">
          {label}
        </Title>
      </Group>
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
  );
}
