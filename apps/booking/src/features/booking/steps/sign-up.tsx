import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX } from '@salon/domain/text-limits';
import { fieldErrors } from '@salon/web/api-error';
import { Field } from '@salon/web/react/field';
import { Notice } from '@salon/web/react/notice';
import { codeOf, messageOf } from '@salon/web/translated-errors';
import { type FormEvent, useState } from 'react';
import { StepActions } from '../../../components/step-actions.tsx';
import { useI18n } from '../../../lib/i18n-context.tsx';
import { normalizePhone, phoneErrorKey, phoneExample, phoneProblem } from '../../../lib/phone.ts';
import { signUp } from '../api/sign-up.ts';
import type { StepProps } from '../step-props.ts';

/** Step 6: a new account with name, e-mail, phone (as a guest gives it) and password. */
export function SignUp({ shop, state, dispatch, go, back, signedIn }: StepProps) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [tried, setTried] = useState(false);
  const { name, email, password } = state.auth;
  const short = password.length < PASSWORD_MIN;
  const country = shop.shop.country;
  const { phone } = state.customer;
  // The server's word on the number wins over the local check (it names the field it refused).
  const phoneRefused = fieldErrors(error).some((f) => f.path === 'body.phone');
  const phoneWrong = (tried && phoneProblem(phone, country) !== null) || phoneRefused;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (short || !name.trim() || phoneProblem(phone, country) !== null) return;
    setBusy(true);
    setError(null);
    try {
      const session = await signUp({
        email: email.trim(),
        password,
        name: name.trim(),
        locale: lang,
        shop: shop.shop.subdomain,
        phone: normalizePhone(phone, country),
      });
      signedIn(session);
      dispatch({ type: 'auth', patch: { password: '' } });
      // The new account's name fills in the contact details too.
      dispatch({ type: 'customer', patch: { name: name.trim(), email: email.trim() } });
      go('Customer', { facts: { signedIn: true } });
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <>
      <form className="panel" onSubmit={submit} noValidate>
        <Field
          label={t('fields.name')}
          autoComplete="name"
          required
          testId="signup-name"
          maxLength={NAME_MAX}
          value={name}
          error={tried && !name.trim() ? t('fields.nameMissing') : null}
          onValue={(value) => dispatch({ type: 'auth', patch: { name: value } })}
        />
        <Field
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          testId="signup-email"
          maxLength={EMAIL_MAX}
          value={email}
          onValue={(value) => dispatch({ type: 'auth', patch: { email: value } })}
        />
        <Field
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          type="tel"
          autoComplete="tel"
          placeholder={phoneExample(country)}
          required
          testId="signup-phone"
          maxLength={PHONE_MAX}
          value={phone}
          error={phoneWrong ? t(phoneErrorKey(phone, country)) : null}
          onValue={(value) => {
            if (phoneRefused) setError(null);
            dispatch({ type: 'customer', patch: { phone: value } });
          }}
        />
        <Field
          label={t('fields.password')}
          hint={t('signUp.passwordHint', { count: PASSWORD_MIN })}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          testId="signup-password"
          maxLength={PASSWORD_MAX}
          value={password}
          error={tried && short ? t('signUp.passwordShort', { count: PASSWORD_MIN }) : null}
          onValue={(value) => dispatch({ type: 'auth', patch: { password: value } })}
        />
        {error && !phoneRefused ? (
          <Notice>
            <p>{messageOf(i18n, error)}</p>
            {codeOf(error) === 'EmailAlreadyUsed' ? (
              <button type="button" className="link-button" onClick={() => go('Login')}>
                {t('signUp.signInInstead')}
              </button>
            ) : null}
          </Notice>
        ) : null}
        <button type="submit" className="button button-wide" data-testid="signup-submit" disabled={busy}>
          {busy ? t('common.working') : t('signUp.submit')}
        </button>
      </form>
      <div className="links">
        <button type="button" className="link-button" data-testid="go-login" onClick={() => go('Login')}>
          {t('signUp.haveAccount')}
        </button>
      </div>
      <StepActions onBack={back} />
    </>
  );
}
