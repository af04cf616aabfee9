import { Field } from '@salon/web/react/field';
import { Notice } from '@salon/web/react/notice';
import { messageOf } from '@salon/web/translated-errors';
import { type FormEvent, useState } from 'react';
import { useProfile } from '../../api/profile.ts';
import { useForgetSession } from '../../api/session.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { useI18n } from '../../lib/i18n-context.tsx';
import { deleteAccount, EXPORT_URL } from './api/delete-account.ts';

/** Download my data; delete my account by typing its address. */
export function PrivacyPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const profile = useProfile();
  const forget = useForgetSession();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const email = profile.data?.email ?? '';
  const matches = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!matches) return;
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(typed.trim());
      forget('privacy.deleted');
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeading>{t('privacy.title')}</PageHeading>
      <section className="card" aria-labelledby="export-title">
        <h2 id="export-title">{t('privacy.exportTitle')}</h2>
        <p>{t('privacy.exportText')}</p>
        <a className="button button-secondary" href={EXPORT_URL} download data-testid="export-link">
          {t('privacy.export')}
        </a>
      </section>
      <section className="card danger-zone" aria-labelledby="delete-title">
        <h2 id="delete-title">{t('privacy.deleteTitle')}</h2>
        <p>{t('privacy.deleteText')}</p>
        <form className="form" onSubmit={submit} noValidate data-testid="delete-form">
          <Field
            label={t('privacy.confirmLabel')}
            type="email"
            autoComplete="off"
            testId="delete-confirm-email"
            value={typed}
            error={tried && !matches ? t('privacy.confirmMismatch') : null}
            onValue={setTyped}
          />
          {error ? <Notice testId="delete-error">{messageOf(i18n, error)}</Notice> : null}
          <button type="submit" className="button button-danger" data-testid="delete-account" disabled={busy}>
            {busy ? t('app.working') : t('privacy.delete')}
          </button>
        </form>
      </section>
    </>
  );
}
