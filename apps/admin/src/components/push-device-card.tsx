import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentPushSubscription,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../lib/push-device.ts';
import { TitledAlert } from './titled-alert.tsx';

type DeviceState = 'checking' | 'unsupported' | 'default' | 'denied' | 'off' | 'on';

async function readState(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission === 'default') return 'default';
  return (await currentPushSubscription().catch(() => null)) ? 'on' : 'off';
}

/**
 * "Notifications on this device": Web Push for this browser. Permission is asked only from the
 * button, and only while the browser has not been asked (`default`); the browser is subscribed
 * only once permission is `granted`; a `denied` browser is told where to allow it again.
 */
export function PushDeviceCard() {
  const { t } = useTranslation();
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => setState(await readState()), []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const turnOn = async () => {
    setBusy(true);
    setFailed(false);
    try {
      // The prompt comes only from this click, and only when the browser has not been asked.
      const permission =
        Notification.permission === 'default'
          ? await Notification.requestPermission()
          : Notification.permission;
      if (permission === 'granted') await subscribeThisDevice();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const turnOff = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await unsubscribeThisDevice();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const on = state === 'on';
  return (
    <Card withBorder padding="lg" data-testid="push-device-card" data-state={state}>
      <Stack gap="sm">
        {/* The badge goes under the title when both do not fit (a phone in German). */}
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            {on ? <IconBell aria-hidden size={20} /> : <IconBellOff aria-hidden size={20} />}
            <Title order={2} size="h4">
              {t('pushDevice.title')}
            </Title>
          </Group>
          {state !== 'checking' && (
            <Badge
              color={on ? 'green' : 'gray'}
              variant="light"
              style={{ flexShrink: 0 }}
              data-testid="push-device-status"
            >
              {t(`pushDevice.status.${on ? 'on' : 'off'}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('pushDevice.intro')}
        </Text>

        {state === 'unsupported' && <Text size="sm">{t('pushDevice.unsupported')}</Text>}

        {(state === 'default' || state === 'off') && (
          <Group>
            <Button onClick={turnOn} loading={busy} leftSection={<IconBell size={16} aria-hidden />}>
              {t('pushDevice.turnOn')}
            </Button>
          </Group>
        )}
        {state === 'default' && (
          <Text size="xs" c="dimmed">
            {t('pushDevice.askHint')}
          </Text>
        )}

        {state === 'on' && (
          <Group>
            <Button variant="default" onClick={turnOff} loading={busy}>
              {t('pushDevice.turnOff')}
            </Button>
          </Group>
        )}

        {state === 'denied' && (
          <TitledAlert tone="warning" title={t('pushDevice.denied.title')} data-testid="push-device-denied">
            <Text size="sm">{t('pushDevice.denied.intro')}</Text>
            <List size="sm" mt="xs" type="ordered">
              <List.Item>{t('pushDevice.denied.step1')}</List.Item>
              <List.Item>{t('pushDevice.denied.step2')}</List.Item>
              <List.Item>{t('pushDevice.denied.step3')}</List.Item>
            </List>
          </TitledAlert>
        )}

        {failed && (
          <TitledAlert tone="error" title={t('pushDevice.failed.title')}>
            {t('pushDevice.failed.message')}
          </TitledAlert>
        )}
      </Stack>
    </Card>
  );
}
