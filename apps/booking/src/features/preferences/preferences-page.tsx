import { Notice } from '@salon/web/react/notice';
import { codeOf, messageOf } from '@salon/web/translated-errors';
import { type FormEvent, type ReactNode, useState } from 'react';
import { getShop } from '../../api/get-shop.ts';
import type { Branding } from '../../api/types.ts';
import { Loading } from '../../components/loading.tsx';
import { WidgetShell } from '../../components/widget-shell.tsx';
import { useI18n } from '../../lib/i18n-context.tsx';
import { bookPath, type EmbedMode } from '../../lib/route.ts';
import { useLinkPage } from '../../lib/use-link-page.ts';
import { getPreferences, type Preferences, savePreferences, unsubscribe } from './api/get-preferences.ts';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * `/book/:subdomain/preferences/:token`: from the link in every mail, the customer turns reminders
 * and marketing mails (birthday, visit feedback) on or off without signing in.
 */
export function PreferencesPage({
  token,
  subdomain,
  embed,
}: {
  token: string;
  subdomain: string;
  embed: EmbedMode;
}) {
  const i18n = useI18n();
  const { t, adopt } = i18n;
  const [branding, setBranding] = useState<Branding | null>(null);
  const [reminders, setReminders] = useState(true);
  // Consent is never assumed: the box starts unticked until the stored answer is a yes.
  const [marketing, setMarketing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The unsubscribe link of a marketing mail leads here with #marketing.
  const fromUnsubscribe = typeof window !== 'undefined' && window.location.hash === '#marketing';

  const {
    data: saved,
    setData: setSaved,
    loadError,
  } = useLinkPage(token, getPreferences, 'PreferencesLinkInvalid', (found, isCurrent) => {
    // In the language of the mail that led here, unless a language was chosen on this device.
    adopt(found.locale);
    setReminders(found.reminders);
    setMarketing(found.marketing === true);
    // The salon's colour and logo; the page works without them.
    getShop(found.shop.subdomain).then(
      (shop) => isCurrent() && setBranding(shop.branding ?? null),
      () => undefined,
    );
  });

  const shell = (body: ReactNode) => (
    <WidgetShell shopName={saved?.shop.name} branding={branding} embed={embed}>
      <div className="step">
        <h2 className="step-heading">{t('preferences.title')}</h2>
        {body}
      </div>
    </WidgetShell>
  );

  if (loadError) {
    const code = codeOf(loadError);
    const invalid = !token || code === 'PreferencesLinkInvalid' || code === 'NotFound';
    return shell(
      <>
        <Notice testId="preferences-error">
          {invalid ? t('preferences.invalid') : messageOf(i18n, loadError)}
        </Notice>
        <div className="link-actions">
          <a className="button" data-testid="preferences-booking-page" href={bookPath(subdomain)}>
            {t('preferences.toBookingPage')}
          </a>
        </div>
      </>,
    );
  }
  if (!saved) return shell(<Loading />);

  const run = async (action: () => Promise<Preferences>, done: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      const next = await action();
      setSaved(next);
      setReminders(next.reminders);
      setMarketing(next.marketing === true);
      setOutcome({ kind: 'success', text: done });
    } catch (error) {
      setOutcome({ kind: 'error', text: messageOf(i18n, error) });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => savePreferences(token, { reminders, marketing }), t('preferences.saved'));
  };
  const oneClick = () =>
    run(async () => {
      await unsubscribe(token);
      return { ...saved, marketing: false };
    }, t('preferences.unsubscribed'));

  return shell(
    <form className="step" onSubmit={submit} data-testid="preferences-form">
      <p>{t('preferences.intro', { shop: saved.shop.name, name: saved.customerName })}</p>
      {fromUnsubscribe && saved.marketing !== false ? (
        <div className="link-actions">
          <button
            type="button"
            className="button"
            data-testid="preferences-unsubscribe"
            disabled={busy}
            onClick={() => void oneClick()}
          >
            {t('preferences.unsubscribe')}
          </button>
        </div>
      ) : null}
      <ul className="choices">
        <li>
          <label className="choice">
            <input
              type="checkbox"
              data-testid="preferences-reminders"
              checked={reminders}
              onChange={(e) => setReminders(e.target.checked)}
            />
            <span className="choice-body">
              <span className="choice-title">{t('preferences.reminders')}</span>
              <span className="choice-description">{t('preferences.remindersHint')}</span>
            </span>
          </label>
        </li>
        <li id="marketing">
          <label className="choice">
            <input
              type="checkbox"
              data-testid="preferences-marketing"
              checked={marketing}
              onChange={(e) => setMarketing(e.target.checked)}
            />
            <span className="choice-body">
              <span className="choice-title">{t('preferences.marketing')}</span>
              <span className="choice-description">{t('preferences.marketingHint')}</span>
              {saved.marketing === null ? (
                <span className="choice-description" data-testid="preferences-marketing-unasked">
                  {t('preferences.marketingUnasked')}
                </span>
              ) : null}
            </span>
          </label>
        </li>
      </ul>
      <p className="hint">{t('preferences.always')}</p>
      {outcome ? (
        <Notice kind={outcome.kind} testId="preferences-outcome">
          {outcome.text}
        </Notice>
      ) : null}
      <div className="link-actions">
        <button type="submit" className="button" data-testid="preferences-save" disabled={busy}>
          {t('preferences.save')}
        </button>
        <a className="button button-secondary" href={bookPath(saved.shop.subdomain)}>
          {t('preferences.toBookingPage')}
        </a>
      </div>
    </form>,
  );
}
