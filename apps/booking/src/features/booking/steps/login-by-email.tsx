import { EMAIL_MAX } from '@salon/domain/text-limits';
import { ApiError } from '@salon/web/api-error';
import { Field } from '@salon/web/react/field';
import { Notice } from '@salon/web/react/notice';
import { messageOf } from '@salon/web/translated-errors';
import { type FormEvent, useState } from 'react';
import { StepActions } from '../../../components/step-actions.tsx';
import { useI18n } from '../../../lib/i18n-context.tsx';
import { sendEmailCode } from '../api/send-email-code.ts';
import { verifyEmailCode } from '../api/verify-email-code.ts';
import type { StepProps } from '../step-props.ts';

const attemptsLeftOf = (error: unknown): number | undefined => {
  if (!(error instanceof ApiError) || error.code !== 'InvalidCode') return undefined;
  const left = (error.details as { attemptsLeft?: unknown } | undefined)?.attemptsLeft;
  return typeof left === 'number' ? left : undefined;
};

/** Step 5: a one-time code sent by e-mail, then the six digits. */
export function LoginByEmail({ state, dispatch, go, back, signedIn }: StepProps) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sentNow, setSentNow] = useState(false);
  const { email, code, codeSent } = state.auth;

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await sendEmailCode(email.trim(), lang);
      dispatch({ type: 'auth', patch: { codeSent: true, code: '' } });
      setSentNow(true);
    } catch (failure) {
      setError(failure);
    }
    setBusy(false);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await verifyEmailCode(email.trim(), code.trim(), lang);
      signedIn(session);
      dispatch({ type: 'auth', patch: { code: '', codeSent: false } });
      go('Customer', { facts: { signedIn: true } });
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  const attemptsLeft = attemptsLeftOf(error);
  const problem = error ? (
    <Notice>
      {messageOf(i18n, error)}
      {attemptsLeft !== undefined ? ` ${t('loginByEmail.attemptsLeft', { count: attemptsLeft })}` : ''}
    </Notice>
  ) : null;

  return (
    <>
      {codeSent ? (
        <form className="panel" onSubmit={verify} noValidate>
          {sentNow ? <Notice kind="success">{t('loginByEmail.sent', { email })}</Notice> : null}
          {!sentNow ? <p>{t('loginByEmail.enterCode', { email })}</p> : null}
          <Field
            label={t('fields.code')}
            hint={t('loginByEmail.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            required
            testId="code-input"
            value={code}
            onValue={(value) =>
              dispatch({ type: 'auth', patch: { code: value.replace(/\D/g, '').slice(0, 6) } })
            }
          />
          {problem}
          <button
            type="submit"
            className="button button-wide"
            data-testid="code-submit"
            disabled={busy || code.length !== 6}
          >
            {busy ? t('common.working') : t('loginByEmail.verify')}
          </button>
          <div className="links">
            <button type="button" className="link-button" data-testid="code-resend" onClick={() => send()}>
              {t('loginByEmail.resend')}
            </button>
            <button
              type="button"
              className="link-button"
              data-testid="code-change-email"
              onClick={() => dispatch({ type: 'auth', patch: { codeSent: false, code: '' } })}
            >
              {t('loginByEmail.otherEmail')}
            </button>
          </div>
        </form>
      ) : (
        <form className="panel" onSubmit={send} noValidate>
          <p>{t('loginByEmail.intro')}</p>
          <Field
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            testId="code-email"
            maxLength={EMAIL_MAX}
            value={email}
            onValue={(value) => dispatch({ type: 'auth', patch: { email: value } })}
          />
          {problem}
          <button type="submit" className="button button-wide" data-testid="code-send" disabled={busy}>
            {busy ? t('common.working') : t('loginByEmail.send')}
          </button>
        </form>
      )}
      <div className="links">
        <button type="button" className="link-button" data-testid="go-login" onClick={() => go('Login')}>
          {t('loginByEmail.withPassword')}
        </button>
        <button type="button" className="link-button" data-testid="go-sign-up" onClick={() => go('SignUp')}>
          {t('login.signUp')}
        </button>
      </div>
      <StepActions onBack={back} />
    </>
  );
}
