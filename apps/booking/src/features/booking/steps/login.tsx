import { EMAIL_MAX, PASSWORD_MAX } from '@salon/domain/text-limits';
import { Field } from '@salon/web/react/field';
import { Notice } from '@salon/web/react/notice';
import { messageOf } from '@salon/web/translated-errors';
import { type FormEvent, useState } from 'react';
import { StepActions } from '../../../components/step-actions.tsx';
import { useI18n } from '../../../lib/i18n-context.tsx';
import { signIn } from '../api/sign-in.ts';
import type { StepProps } from '../step-props.ts';

/** Step 4: sign in with a password; or go to the code, the new account, or on as a guest. */
export function Login({ shop, state, dispatch, go, back, signedIn }: StepProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { email, password } = state.auth;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await signIn(email.trim(), password);
      signedIn(session);
      dispatch({ type: 'auth', patch: { password: '' } });
      go('Customer', { facts: { signedIn: true } });
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <>
      {shop.shop.allowGuests ? (
        <section className="panel" aria-labelledby="guest-title">
          <h3 id="guest-title">{t('login.guestTitle')}</h3>
          <p>{t('login.guestText')}</p>
          <button
            type="button"
            className="button button-wide"
            data-testid="continue-as-guest"
            onClick={() => {
              dispatch({ type: 'guest', guest: true });
              go('Customer', { facts: { guest: true } });
            }}
          >
            {t('login.guest')}
          </button>
        </section>
      ) : (
        <p>{t('login.accountNeeded')}</p>
      )}
      <form className="panel" onSubmit={submit} aria-labelledby="login-title" noValidate>
        <h3 id="login-title">{t('login.title')}</h3>
        <Field
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          testId="login-email"
          maxLength={EMAIL_MAX}
          value={email}
          onValue={(value) => dispatch({ type: 'auth', patch: { email: value } })}
        />
        <Field
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          testId="login-password"
          maxLength={PASSWORD_MAX}
          value={password}
          onValue={(value) => dispatch({ type: 'auth', patch: { password: value } })}
        />
        {error ? <Notice>{messageOf(i18n, error)}</Notice> : null}
        <button type="submit" className="button button-wide" data-testid="login-submit" disabled={busy}>
          {busy ? t('common.working') : t('login.submit')}
        </button>
        <div className="links">
          <button
            type="button"
            className="link-button"
            data-testid="go-login-by-email"
            onClick={() => go('LoginByEmail')}
          >
            {t('login.byEmail')}
          </button>
          <button type="button" className="link-button" data-testid="go-sign-up" onClick={() => go('SignUp')}>
            {t('login.signUp')}
          </button>
        </div>
      </form>
      <StepActions onBack={back} />
    </>
  );
}
