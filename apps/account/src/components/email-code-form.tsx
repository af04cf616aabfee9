import { ApiError } from '@salon/web/api-error';
import { Field } from '@salon/web/react/field';
import { Notice } from '@salon/web/react/notice';
import { messageOf } from '@salon/web/translated-errors';
import { type FormEvent, useState } from 'react';
import { sendEmailCode, verifyEmailCode } from '../api/auth.ts';
import type { Session } from '../api/types.ts';
import { useI18n } from '../lib/i18n-context.tsx';

const attemptsLeftOf = (error: unknown): number | undefined => {
  if (!(error instanceof ApiError) || error.code !== 'InvalidCode') return undefined;
  const left = (error.details as { attemptsLeft?: unknown } | undefined)?.attemptsLeft;
  return typeof left === 'number' ? left : undefined;
};

/**
 * A 6-digit code by e-mail, then the digits: signs in (making an account for a new address) and
 * verifies the address. With `email` given (a signed-in customer verifying) only the code is asked.
 */
export function EmailCodeForm({
  email: fixedEmail,
  onVerified,
  sendLabel,
}: {
  email?: string;
  onVerified: (session: Session) => void;
  sendLabel?: string;
}) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [email, setEmail] = useState(fixedEmail ?? '');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!email.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    setError(null);
    try {
      await sendEmailCode(email.trim(), lang);
      setSent(true);
      setCode('');
    } catch (failure) {
      setError(failure);
    }
    setBusy(false);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    setError(null);
    try {
      onVerified(await verifyEmailCode(email.trim(), code, lang));
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  const attemptsLeft = attemptsLeftOf(error);
  const problem = error ? (
    <Notice testId="code-error">
      {messageOf(i18n, error)}
      {attemptsLeft !== undefined ? ` ${t('signIn.attemptsLeft', { count: attemptsLeft })}` : ''}
    </Notice>
  ) : null;

  if (sent) {
    return (
      <form className="form" onSubmit={verify} noValidate data-testid="code-form">
        <Notice kind="success" testId="code-sent">
          {t('signIn.codeSent', { email: email.trim() })}
        </Notice>
        <Field
          label={t('signIn.code')}
          hint={t('signIn.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          required
          autoFocus
          testId="code-input"
          value={code}
          error={missing ? t('signIn.codeMissing') : null}
          onValue={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
        />
        {problem}
        <button type="submit" className="button button-wide" data-testid="code-submit" disabled={busy}>
          {busy ? t('app.working') : t('signIn.verify')}
        </button>
        <div className="links">
          <button type="button" className="link-button" data-testid="code-resend" onClick={() => send()}>
            {t('signIn.resend')}
          </button>
          {fixedEmail ? null : (
            <button
              type="button"
              className="link-button"
              data-testid="code-other-email"
              onClick={() => {
                setSent(false);
                setError(null);
              }}
            >
              {t('signIn.otherEmail')}
            </button>
          )}
        </div>
      </form>
    );
  }
  return (
    <form className="form" onSubmit={send} noValidate data-testid="code-request">
      {fixedEmail ? null : (
        <Field
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          required
          testId="code-email"
          value={email}
          error={missing ? t('signIn.emailMissing') : null}
          onValue={setEmail}
        />
      )}
      {problem}
      <button type="submit" className="button button-wide" data-testid="code-send" disabled={busy}>
        {busy ? t('app.working') : (sendLabel ?? t('signIn.sendCode'))}
      </button>
    </form>
  );
}
