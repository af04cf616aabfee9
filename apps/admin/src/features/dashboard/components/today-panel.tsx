import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AppointmentResponse } from '@salon/domain';
import { IconCalendarEvent, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatTimeRange } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { useDayAppointments } from '../api/list-day-appointments.ts';
import classes from './dashboard.module.css';
import { SectionError } from './section-error.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The next appointment still to come: the earliest one not yet started that is booked or asked for. */
export function nextUpId(items: readonly AppointmentResponse[], now: number): string | null {
  const next = items.find(
    (item) => (item.status === 'confirmed' || item.status === 'pending') && Date.parse(item.start) >= now,
  );
  return next?.id ?? null;
}

function AppointmentRow({
  appointment,
  isNext,
  timeZone,
  stylistNames,
}: {
  appointment: AppointmentResponse;
  isNext: boolean;
  timeZone: string;
  stylistNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('dashboard');
  const locale = useFormatLocale();
  const stylists = [...new Set(appointment.items.map((item) => item.stylistId))]
    .map((id) => stylistNames.get(id))
    .filter(Boolean)
    .join(', ');
  return (
    <li>
      <Link
        to="/calendar"
        className={`${classes.row} ${isNext ? classes.next : ''}`}
        data-testid={`today-${appointment.id}`}
        data-next={isNext || undefined}
      >
        <Text component="span" fw={600} className={classes.time}>
          {formatTimeRange(appointment.start, appointment.end, timeZone, locale)}
        </Text>
        <span className={classes.who}>
          <Text component="span" fw={600} display="block" truncate>
            {appointment.customer?.name ?? t('today.noCustomer')}
          </Text>
          <Text component="span" size="sm" c="dimmed" display="block" truncate>
            {appointment.items.map((item) => item.serviceName).join(', ')}
          </Text>
        </span>
        <Text component="span" size="sm" className={classes.stylist}>
          {stylists || t('today.noStylist')}
        </Text>
        <Group component="span" gap={6} wrap="nowrap" className={classes.badges}>
          {isNext && (
            <Badge size="sm" variant="filled" data-testid="next-up">
              {t('today.nextUp')}
            </Badge>
          )}
          <StatusBadge status={appointment.status} />
        </Group>
      </Link>
    </li>
  );
}

/** Today's appointments in time order, the next one marked, each a way into the calendar. */
export function TodayPanel({
  shopId,
  timeZone,
  today,
  now,
  stylistNames,
}: {
  shopId: string;
  timeZone: string;
  today: string;
  now: number;
  stylistNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('dashboard');
  const locale = useFormatLocale();
  const headingId = useId();
  const query = useDayAppointments(shopId, today);
  // A declined request never was an appointment of the day.
  const items = (query.data ?? []).filter((item) => item.status !== 'declined');
  const active = items.filter((item) => item.status !== 'cancelled' && item.status !== 'no_show').length;
  const notComing = items.length - active;
  const nextId = nextUpId(items, now);
  // What is over is folded away, so the rest of the day is what one sees first.
  const earlier = items.filter((item) => Date.parse(item.end) <= now && item.id !== nextId);
  const later = items.filter((item) => !earlier.includes(item));
  const [showEarlier, setShowEarlier] = useState(false);
  const listId = useId();

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="xs">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} height={48} radius="md" />
        ))}
      </Stack>
    );
  } else if (query.isError && !query.data) {
    body = (
      <SectionError title={t('today.loadError')} error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (items.length === 0) {
    body = (
      <Stack align="center" gap={4} py="xl" data-testid="today-empty">
        <ThemeIcon variant="light" size={44} radius="xl" aria-hidden="true">
          <IconCalendarEvent size={24} />
        </ThemeIcon>
        <Text fw={600}>{t('today.empty')}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('today.emptyHint')}
        </Text>
      </Stack>
    );
  } else {
    const shown = showEarlier ? items : later;
    body = (
      <Stack gap="xs">
        {earlier.length > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={showEarlier ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            aria-expanded={showEarlier}
            aria-controls={listId}
            onClick={() => setShowEarlier((shown) => !shown)}
            style={{ alignSelf: 'flex-start' }}
            data-testid="toggle-earlier"
          >
            {showEarlier ? t('today.hideEarlier') : t('today.showEarlier', { count: earlier.length })}
          </Button>
        )}
        {shown.length > 0 ? (
          <ul id={listId} className={classes.list} aria-label={t('today.listLabel')} data-testid="today-list">
            {shown.map((appointment) => (
              <AppointmentRow
                key={appointment.id}
                appointment={appointment}
                isNext={appointment.id === nextId}
                timeZone={timeZone}
                stylistNames={stylistNames}
              />
            ))}
          </ul>
        ) : (
          <Text id={listId} size="sm" c="dimmed" data-testid="today-over">
            {t('today.allOver')}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} data-testid="today">
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {t('today.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDay(today, timeZone, locale)}
            {active > 0 && ` · ${t('today.count', { count: active })}`}
            {notComing > 0 && ` · ${t('today.notComing', { count: notComing })}`}
          </Text>
        </div>
        <Anchor component={Link} to="/calendar" size="sm" fw={500}>
          {t('today.openCalendar')}
        </Anchor>
      </Group>
      {body}
    </Paper>
  );
}
