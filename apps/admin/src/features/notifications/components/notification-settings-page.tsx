import { Alert, Button, Card, Center, Loader, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { type NotificationChannel, notificationChannels } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../../../api/notifications.ts';
import { ForbiddenPage } from '../../../components/forbidden-page.tsx';
import { PushDeviceCard } from '../../../components/push-device-card.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { notificationGroupOrder } from '../lib/notification-groups.ts';

/**
 * /notifications/settings: what the signed-in staff member is told about in the selected salon,
 * per type and channel (their own, whatever their role), and this device's push subscription.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('bell.preferences.title'));
  const { shop } = useCurrentShop();
  if (!shop) return <ForbiddenPage />;
  return (
    <Stack gap="lg" maw={760}>
      {/* German makes one long word of it: it breaks (with a hyphen where the browser knows how) rather than run off a phone. */}
      <Title order={1} style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
        {t('bell.preferences.title')}
      </Title>
      <Text c="dimmed">{t('bell.preferences.intro')}</Text>
      <PreferenceMatrix shopId={shop.id} />
      <PushDeviceCard />
    </Stack>
  );
}

function PreferenceMatrix({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences(shopId);
  const update = useUpdateNotificationPreferences(shopId);
  const channelLabel = (channel: NotificationChannel) => t(`bell.preferences.channels.${channel}`);

  if (preferences.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  }
  if (preferences.isError) {
    return (
      <Alert color="red" variant="light">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('bell.preferences.loadError')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void preferences.refetch()}>
            {t('bell.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const rows = notificationGroupOrder
    .map((type) => preferences.data.items.find((row) => row.type === type))
    .filter((row) => row !== undefined);
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('bell.preferences.matrixTitle')}
      </Title>
      {update.isError && (
        <Alert color="red" variant="light" mb="sm">
          {t('bell.preferences.saveError')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="sm" horizontalSpacing="xs" data-testid="notification-preferences">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bell.preferences.type')}</Table.Th>
              {notificationChannels.map((channel) => (
                <Table.Th key={channel} ta="center">
                  {channelLabel(channel)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.type}>
                <Table.Td>
                  <Text size="sm">{t(`bell.types.${row.type}`)}</Text>
                </Table.Td>
                {notificationChannels.map((channel) => (
                  <Table.Td key={channel}>
                    <Center>
                      <Switch
                        checked={row.channels[channel]}
                        onChange={(event) =>
                          update.mutate({ type: row.type, channel, enabled: event.currentTarget.checked })
                        }
                        aria-label={t('bell.preferences.switch', {
                          type: t(`bell.types.${row.type}`),
                          channel: channelLabel(channel),
                        })}
                      />
                    </Center>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
