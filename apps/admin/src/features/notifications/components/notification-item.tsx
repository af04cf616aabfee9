import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { NotificationResponse } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDayTime } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { notificationLink, requestAnswer } from '../lib/notification-groups.ts';

interface Props {
  notification: NotificationResponse;
  shopTimeZone: string;
  /** Opening reads it; the panel closes as the calendar opens. */
  onOpen: (notification: NotificationResponse) => void;
}

/** One line of the bell: who, what, when (in the shop's zone), leading to the appointment or the day. */
export function NotificationItem({ notification: n, shopTimeZone, onOpen }: Props) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const zone = n.data.timeZone ?? shopTimeZone;
  const unread = n.state === 'RECEIVED';
  const to = notificationLink(n, shopTimeZone);
  const answer = requestAnswer(n);
  const what = [
    n.data.services.join(', '),
    n.data.stylists.length > 0 ? t('bell.item.with', { names: n.data.stylists.join(', ') }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box
        mt={6}
        w={8}
        h={8}
        style={{ borderRadius: '50%', flex: 'none' }}
        bg={unread ? 'blue.6' : 'transparent'}
        aria-hidden
      />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={unread ? 700 : 500} truncate>
          {n.data.customerName ?? t('bell.item.someone')}
          {unread && <VisuallyHidden> ({t('bell.unread')})</VisuallyHidden>}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`bell.types.${n.type}`)}
          {answer && (
            <Text span size="xs" fw={600} c={answer === 'accepted' ? 'teal.9' : 'red.9'}>
              {' · '}
              {t(`bell.answers.${answer}`)}
            </Text>
          )}
        </Text>
        {n.data.start && (
          <Text size="sm" fw={unread ? 600 : 400}>
            {formatDayTime(n.data.start, zone, locale)}
            {n.data.previousStart && (
              <Text span size="xs" c="dimmed">
                {' '}
                ({t('bell.item.movedFrom', { when: formatDayTime(n.data.previousStart, zone, locale) })})
              </Text>
            )}
          </Text>
        )}
        {what && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {what}
          </Text>
        )}
        {n.data.reason && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {t('bell.item.reason', { reason: n.data.reason })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('bell.item.received', { when: formatDayTime(n.createdAt, shopTimeZone, locale) })}
        </Text>
      </Stack>
    </Group>
  );
  const style = {
    display: 'block',
    width: '100%',
    padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
    borderRadius: 'var(--mantine-radius-sm)',
    background: unread ? 'var(--mantine-color-blue-light)' : undefined,
  };
  return to ? (
    <UnstyledButton
      component={Link}
      to={to}
      style={style}
      data-state={n.state}
      data-testid="notification-item"
      onClick={() => onOpen(n)}
    >
      {body}
    </UnstyledButton>
  ) : (
    <UnstyledButton
      style={style}
      data-state={n.state}
      data-testid="notification-item"
      onClick={() => onOpen(n)}
    >
      {body}
    </UnstyledButton>
  );
}
