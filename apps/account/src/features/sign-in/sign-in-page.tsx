import { Field } from '@salon/web/react/field';
import { Notice } from '@salon/web/react/notice';
import { messageOf } from '@salon/web/translated-errors';
import { type FormEvent, useState } from 'react';
import { signIn } from '../../api/auth.ts';
import { takeExpiredNotice, useSignedIn } from '../../api/session.ts';
import { EmailCodeForm } from '../../components/email-code-form.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useFlash } from '../../lib/flash.ts';
import { useI18n } from '../../lib/i18n-context.tsx';

type Method = 'code' | 'password';

/** The signed-out page: a code by e-mail (the default; it also makes an account) or a password. */
export function SignInPage() {
  const { t } = useI18n();
  const signedIn = useSignedIn();
  const flash = useFlash();
  const [expired] = useState(takeExpiredNotice);
  const [method, setMethod] = useState<Method>('code');

  return (
    <section className="sign-in card">
      <PageHeading testId="sign-in-title">{t('signIn.title')}</PageHeading>
      <p className="muted">{t('signIn.intro')}</p>
      {flash ? (
        <Notice kind="success" testId="flash">
          {t(flash)}
        </Notice>
      ) : expired ? (
        <Notice kind="info" testId="session-expired">
          {t('signIn.expired')}
        </Notice>
      ) : null}
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('signIn.methods')}</legend>
        {(['code', 'password'] as const).map((value) => (
          <label key={value} className="segment">
            <input
              type="radio"
              name="sign-in-method"
              value={value}
              data-testid={`method-${value}`}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            <span>{value === 'code' ? t('signIn.byCode') : t('signIn.byPassword')}</span>
          </label>
        ))}
      </fieldset>
      {method === 'code' ? (
        <>
          <p className="hint">{t('signIn.codeIntro')}</p>
          <EmailCodeForm onVerified={signedIn} />
        </>
      ) : (
        <PasswordForm />
      )}
    </section>
  );
}

function PasswordForm() {
  const i18n = useI18n();
  const { t } = i18n;
  const signedIn = useSignedIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [tried, setTried] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!email.trim() || !password) return;
    setBusy(true);
    setError(null);
    try {
      signedIn(await signIn(email.trim(), password));
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="password-form">
      <Field
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        required
        testId="password-email"
        value={email}
        error={tried && !email.trim() ? t('signIn.emailMissing') : null}
        onValue={setEmail}
      />
      <Field
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        required
        testId="password-input"
        value={password}
        error={tried && !password ? t('signIn.passwordMissing') : null}
        onValue={setPassword}
      />
      {error ? <Notice testId="password-error">{messageOf(i18n, error)}</Notice> : null}
      <button type="submit" className="button button-wide" data-testid="password-submit" disabled={busy}>
        {busy ? t('app.working') : t('signIn.submit')}
      </button>
    </form>
  );
}
