import {
  Alert,
  Anchor,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { NotificationResponse, NotificationSourceFilter } from '@salon/domain';
import { IconChecks, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  NOTIFICATION_PAGE,
  notificationSources,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../../../api/notifications.ts';
import { groupNotifications } from '../lib/notification-groups.ts';
import { NotificationItem } from './notification-item.tsx';

// The server gives at most this many at once.
const MAX_SHOWN = 100;

interface Props {
  shop: { id: string; timeZone: string };
  /** Closes the popover or drawer (after following a link). */
  onClose: () => void;
}

/** The bell's content: filter, "Mark all as read", the list grouped by type, a link to the settings. */
export function NotificationPanel({ shop, onClose }: Props) {
  const { t } = useTranslation();
  const [source, setSource] = useState<NotificationSourceFilter>('all');
  const [limit, setLimit] = useState(NOTIFICATION_PAGE);
  const list = useNotifications(shop.id, source, limit);
  const markRead = useMarkNotificationRead(shop.id);
  const markAll = useMarkAllNotificationsRead(shop.id);
  const unread = list.data?.unread ?? 0;

  const open = (n: NotificationResponse) => {
    if (n.state === 'RECEIVED') markRead.mutate(n.id);
    onClose();
  };

  return (
    <Stack gap="sm" data-testid="notification-panel">
      {/* Wraps: "Benachrichtigungen" and "Alle als gelesen markieren" do not fit side by side. */}
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          {t('bell.title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={unread === 0}
        >
          {t('bell.markAllRead')}
        </Button>
      </Group>
      <SegmentedControl
        fullWidth
        size="xs"
        aria-label={t('bell.filter.label')}
        value={source}
        onChange={(value) => {
          setSource(value as NotificationSourceFilter);
          setLimit(NOTIFICATION_PAGE);
        }}
        data={notificationSources.map((value) => ({ value, label: t(`bell.filter.${value}`) }))}
      />
      {list.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : list.isError ? (
        <Alert color="red" variant="light">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('bell.loadError')}</Text>
            <Button size="compact-sm" variant="default" onClick={() => void list.refetch()}>
              {t('bell.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {source === 'all' ? t('bell.empty') : t('bell.emptyFiltered')}
        </Text>
      ) : (
        <Stack gap="md" data-testid="notification-list">
          {groupNotifications(list.data.items).map((group) => (
            <section key={group.id} aria-labelledby={`bell-group-${group.id}`}>
              <Text id={`bell-group-${group.id}`} size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
                {t(`bell.groups.${group.id}`)}
              </Text>
              <Stack gap={4}>
                {group.items.map((n) => (
                  <NotificationItem key={n.id} notification={n} shopTimeZone={shop.timeZone} onOpen={open} />
                ))}
              </Stack>
            </section>
          ))}
          {list.data.nextCursor && limit < MAX_SHOWN && (
            <Button
              variant="default"
              size="xs"
              onClick={() => setLimit((n) => Math.min(MAX_SHOWN, n + NOTIFICATION_PAGE))}
              loading={list.isFetching}
            >
              {t('bell.showOlder')}
            </Button>
          )}
        </Stack>
      )}
      <Divider />
      <Anchor component={Link} to="/notifications/settings" size="sm" onClick={onClose}>
        <Group gap={6} wrap="nowrap">
          <IconSettings size={16} aria-hidden />
          {t('bell.settings')}
        </Group>
      </Anchor>
    </Stack>
  );
}
