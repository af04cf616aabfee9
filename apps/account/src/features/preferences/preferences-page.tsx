import { Notice } from '@salon/web/react/notice';
import { messageOf } from '@salon/web/translated-errors';
import { Loading } from '../../components/loading.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatDate } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n-context.tsx';
import { usePreferences, useRemoveDevice, useUpdatePreference } from './api/preferences.ts';
import { pushSupported } from './push-device.ts';
import { PushDevice } from './push-device-section.tsx';

/** Per salon, what it may send; and the devices that get notifications. */
export function PreferencesPage() {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const preferences = usePreferences();
  const update = useUpdatePreference();
  const remove = useRemoveDevice();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <>
      <PageHeading>{t('preferences.title')}</PageHeading>
      {preferences.isPending ? <Loading /> : null}
      {preferences.isError ? (
        <Notice testId="preferences-error">{messageOf(i18n, preferences.error)}</Notice>
      ) : null}
      {preferences.data ? (
        <>
          <section className="card" aria-labelledby="salons-title">
            <h2 id="salons-title">{t('preferences.salons')}</h2>
            <p className="hint">{t('preferences.salonsHint')}</p>
            {preferences.data.shops.length === 0 ? (
              <p className="muted" data-testid="preferences-no-salons">
                {t('preferences.noSalons')}
              </p>
            ) : (
              <ul className="settings-list">
                {preferences.data.shops.map(({ shop, reminders, marketing }) => (
                  <li key={shop.id} data-testid="preferences-salon">
                    <fieldset>
                      <legend className="salon-name">{shop.name}</legend>
                      <label className="switch">
                        <input
                          type="checkbox"
                          role="switch"
                          checked={reminders}
                          aria-checked={reminders}
                          data-testid="preference-reminders"
                          onChange={(event) =>
                            update.mutate({ shopId: shop.id, reminders: event.target.checked })
                          }
                        />
                        <span>{t('preferences.reminders')}</span>
                      </label>
                      <label className="switch">
                        <input
                          type="checkbox"
                          role="switch"
                          // Never asked (null) is no consent: it is never shown as given.
                          checked={marketing === true}
                          aria-checked={marketing === true}
                          data-testid="preference-marketing"
                          onChange={(event) =>
                            update.mutate({ shopId: shop.id, marketing: event.target.checked })
                          }
                        />
                        <span>{t('preferences.marketing')}</span>
                      </label>
                    </fieldset>
                  </li>
                ))}
              </ul>
            )}
            {update.isError ? (
              <Notice testId="preference-error">{messageOf(i18n, update.error)}</Notice>
            ) : null}
          </section>
          <section className="card" aria-labelledby="devices-title">
            <h2 id="devices-title">{t('preferences.devices')}</h2>
            {pushSupported() ? <PushDevice /> : null}
            {preferences.data.devices.length === 0 ? (
              <p className="muted" data-testid="devices-empty">
                {t('preferences.noDevices')}
              </p>
            ) : (
              <ul className="devices">
                {preferences.data.devices.map((device) => {
                  const label = device.label ?? t('preferences.unknownDevice');
                  return (
                    <li key={device.id} data-testid="device">
                      <span>
                        {label}
                        <small className="muted">
                          {t('preferences.addedOn', { date: formatDate(device.createdAt, locale, zone) })}
                        </small>
                      </span>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={t('preferences.removeLabel', { device: label })}
                        data-testid="device-remove"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(device.id)}
                      >
                        {t('preferences.remove')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            {remove.isSuccess ? (
              <Notice kind="success" testId="device-removed">
                {t('preferences.removed')}
              </Notice>
            ) : null}
            {remove.isError ? <Notice testId="device-error">{messageOf(i18n, remove.error)}</Notice> : null}
          </section>
        </>
      ) : null}
    </>
  );
}
