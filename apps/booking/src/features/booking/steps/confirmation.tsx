import { ApiError, fieldErrors } from '@salon/web/api-error';
import { useState } from 'react';
import { forgetAvailability } from '../../../api/get-availability.ts';
import { Notice } from '../../../components/notice.tsx';
import { StepActions } from '../../../components/step-actions.tsx';
import { messageOf } from '../../../lib/errors.ts';
import {
  formatDate,
  formatDateTime,
  formatPrice,
  formatSpan,
  formatTime,
  formatTimeRange,
} from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n-context.tsx';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { formatPhone, normalizePhone } from '../../../lib/phone.ts';
import { type CreateBookingBody, createBooking } from '../api/create-booking.ts';
import type { StepProps } from '../step-props.ts';
import { servicePrice, visitFigures } from '../visit-figures.ts';

/** Step 8: the summary, the policy and any deposit; Confirm books. */
export function Confirmation(props: StepProps) {
  const { shop, state, dispatch, back, session, chosenServices, stylistById, source } = props;
  const i18n = useI18n();
  const { t, locale, lang } = i18n;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const slot = state.slot;
  if (!slot) return null;

  const rules = shop.shop;
  // A preview of a page that is not published takes no bookings (the server refuses them too).
  const preview = shop.preview === true;
  const zone = rules.timeZone;
  const currency = rules.currency;
  // The server's figures for this stylist and time, never the menu's base values.
  const figures = visitFigures(slot, state.provider);
  const deposit = chosenServices.reduce((sum, s) => sum + (s.depositAmount ?? 0), 0);
  const stylist =
    state.provider === 'any' ? t('provider.anyone') : (stylistById.get(state.provider)?.name ?? '');
  const changeableUntil = new Date(Date.parse(slot.start) - rules.changeWindowMinutes * 60_000).toISOString();
  const contact = session
    ? { name: session.user.name, email: session.user.email, phone: '' }
    : state.customer;

  const confirm = async () => {
    const note = state.customer.note.trim();
    const body: CreateBookingBody = {
      services: state.serviceIds,
      start: slot.start,
      stylist: state.provider,
      source,
      locale: lang,
      ...(session
        ? {}
        : {
            customer: {
              name: state.customer.name.trim(),
              email: state.customer.email.trim(),
              phone: normalizePhone(state.customer.phone, rules.country),
            },
          }),
      ...(note ? { note } : {}),
    };
    // One key per attempt: pressing Confirm again after a lost answer repeats the same attempt.
    const fingerprint = JSON.stringify(body);
    const key = state.attempt?.fingerprint === fingerprint ? state.attempt.key : newIdempotencyKey();
    dispatch({ type: 'attempt', attempt: { key, fingerprint } });
    setBusy(true);
    setError(null);
    try {
      const { booking, emailSent } = await createBooking(rules.subdomain, body, key);
      forgetAvailability();
      dispatch({ type: 'booked', booking: { ...booking, emailSent } });
      props.go('BookSuccess', { facts: { booked: true } });
    } catch (failure) {
      setBusy(false);
      const code = failure instanceof ApiError ? failure.code : undefined;
      if (code === 'SLOT_UNAVAILABLE') {
        forgetAvailability();
        dispatch({ type: 'slotTaken' });
        return;
      }
      if (code === 'error.http.401' || code === 'TokenIsExpired') {
        props.signedOut();
        props.go('Login', { facts: { signedIn: false }, notice: 'notices.signInToBook' });
        return;
      }
      if (
        session &&
        code === 'ValidationError' &&
        fieldErrors(failure).some((f) => f.path === 'body.customer')
      ) {
        // The server took the request as a guest's: the session ended since the page asked.
        props.signedOut();
        props.go('Login', { facts: { signedIn: false }, notice: 'notices.sessionEnded' });
        return;
      }
      if (
        code === 'ValidationError' &&
        fieldErrors(failure).some((f) => f.path.startsWith('body.customer'))
      ) {
        props.go('Customer', { notice: 'notices.checkDetails' });
        return;
      }
      setError(failure);
    }
  };

  return (
    <>
      <dl className="details" data-testid="confirmation-summary">
        <div>
          <dt>{t('summary.services')}</dt>
          <dd>
            <ul className="plain-list">
              {chosenServices.map((s) => (
                <li key={s.id}>
                  {s.name}{' '}
                  {figures ? (
                    <span className="muted">
                      (
                      {formatPrice(servicePrice(s, figures.stylistOf(s.id)).amount, s.price.currency, locale)}
                      )
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('summary.date')}</dt>
          <dd data-testid="summary-date">{formatDate(slot.start, locale, zone)}</dd>
        </div>
        <div>
          <dt>{t('summary.time')}</dt>
          <dd data-testid="summary-time">
            {figures
              ? formatTimeRange(slot.start, figures.end, locale, zone)
              : formatTime(slot.start, locale, zone)}
          </dd>
        </div>
        <div>
          <dt>{t('summary.stylist', { count: 1 })}</dt>
          <dd data-testid="summary-stylist">{stylist}</dd>
        </div>
        {figures ? (
          <div>
            <dt>{t('summary.price')}</dt>
            <dd data-testid="summary-price">
              {formatPrice(figures.price.amount, figures.price.currency, locale)}
            </dd>
          </div>
        ) : null}
        {deposit > 0 ? (
          <div>
            <dt>{t('summary.deposit')}</dt>
            <dd data-testid="summary-deposit">{formatPrice(deposit, currency, locale)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('summary.contact')}</dt>
          <dd>
            {[
              contact.name,
              contact.email,
              contact.phone && formatPhone(normalizePhone(contact.phone, rules.country), rules.country),
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </div>
        {state.customer.note.trim() ? (
          <div>
            <dt>{t('summary.note')}</dt>
            <dd>{state.customer.note.trim()}</dd>
          </div>
        ) : null}
      </dl>
      <section className="policy" aria-labelledby="policy-title">
        <h3 id="policy-title">{t('confirm.policyTitle')}</h3>
        <p data-testid="cancellation-policy">
          {rules.changeWindowMinutes > 0
            ? t('confirm.policy', {
                span: formatSpan(rules.changeWindowMinutes, locale),
                date: formatDateTime(changeableUntil, locale, zone),
              })
            : t('confirm.policyAnyTime')}
        </p>
        {deposit > 0 ? (
          <p data-testid="deposit-note">
            {t('confirm.deposit', { amount: formatPrice(deposit, currency, locale) })}
          </p>
        ) : null}
        {rules.requiresApproval ? <p data-testid="approval-note">{t('confirm.approval')}</p> : null}
      </section>
      {error ? <Notice>{messageOf(i18n, error)}</Notice> : null}
      {preview ? (
        <Notice kind="info" testId="preview-no-booking">
          <span id="preview-no-booking">{t('preview.cannotBook')}</span>
        </Notice>
      ) : null}
      <StepActions onBack={busy ? null : back}>
        <button
          type="button"
          className="button"
          data-testid="confirm"
          disabled={busy || preview}
          aria-describedby={preview ? 'preview-no-booking' : undefined}
          onClick={confirm}
        >
          {busy ? t('confirm.booking') : rules.requiresApproval ? t('confirm.request') : t('confirm.submit')}
        </button>
      </StepActions>
    </>
  );
}
