import { Notice } from '@salon/web/react/notice';
import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n-context.tsx';
import { useDevicesChanged } from './api/preferences.ts';
import { currentPushSubscription, subscribeThisDevice } from './push-device.ts';

type State = 'checking' | 'off' | 'on' | 'denied';

async function readState(): Promise<State> {
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission === 'default') return 'off';
  return (await currentPushSubscription().catch(() => null)) ? 'on' : 'off';
}

/**
 * "Turn on notifications on this device": permission is asked only from the button, and the
 * browser subscribed only once it is granted; a browser that blocked it is told where to allow it.
 */
export function PushDevice() {
  const { t } = useI18n();
  const devicesChanged = useDevicesChanged();
  const [state, setState] = useState<State>('checking');
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
      const permission =
        Notification.permission === 'default'
          ? await Notification.requestPermission()
          : Notification.permission;
      if (permission === 'granted') {
        await subscribeThisDevice();
        await devicesChanged();
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  return (
    <div className="push" data-testid="push-device" data-state={state}>
      {state === 'on' ? (
        <Notice kind="success" testId="push-on">
          {t('preferences.pushOn')}
        </Notice>
      ) : null}
      {state === 'off' ? (
        <>
          <p className="hint">{t('preferences.pushHint')}</p>
          <button
            type="button"
            className="button"
            data-testid="push-turn-on"
            disabled={busy}
            onClick={turnOn}
          >
            {busy ? t('app.working') : t('preferences.push')}
          </button>
        </>
      ) : null}
      {state === 'denied' ? (
        <Notice kind="info" testId="push-denied">
          {t('preferences.pushBlocked')}
        </Notice>
      ) : null}
      {failed ? <Notice testId="push-failed">{t('preferences.pushFailed')}</Notice> : null}
    </div>
  );
}
