import type { PublicBookingBody } from '@salon/domain/contracts';
import { redeemOffer } from '@salon/domain/loyalty';
import { percentOf } from '@salon/domain/payments';
import { ApiError, fieldErrors } from '@salon/web/api-error';
import { lazyNamed } from '@salon/web/lazy';
import { Notice } from '@salon/web/react/notice';
import { messageOf } from '@salon/web/translated-errors';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { forgetAvailability } from '../../../api/get-availability.ts';
import type { Booking, CardSetup, CreatedBooking, DuePayment } from '../../../api/types.ts';
import { StepActions } from '../../../components/step-actions.tsx';
import {
  formatCount,
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
import { createBooking } from '../api/create-booking.ts';
import { getMyPoints, type MyPoints } from '../api/get-my-points.ts';
import { refusedFields } from '../refused-fields.ts';
import type { StepProps } from '../step-props.ts';
import { servicePrice, visitFigures } from '../visit-figures.ts';

// Only a booking with a payment due needs it (and it loads Stripe.js only then).
const PaymentPanel = lazyNamed(() => import('./payment-panel.tsx'), 'PaymentPanel');
const CardSetupPanel = lazyNamed(() => import('./card-setup-panel.tsx'), 'CardSetupPanel');

/**
 * The signed-in customer's points at the salon, asked for again when `version` changes (after the
 * server refused points the page offered); null for a visitor, without a programme, or on failure
 * (the booking goes on without points then).
 */
function useMyPoints(subdomain: string, signedIn: boolean, version: number): MyPoints | null {
  const [points, setPoints] = useState<MyPoints | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks again on purpose.
  useEffect(() => {
    if (!signedIn) {
      setPoints(null);
      return;
    }
    const abort = new AbortController();
    getMyPoints(subdomain, abort.signal).then(
      (answer) => setPoints(answer),
      () => setPoints(null),
    );
    return () => abort.abort();
  }, [subdomain, signedIn, version]);
  return points;
}

/** What the server says when the points offered no longer hold (the balance or the rules changed). */
const pointsRefused = (failure: unknown) => {
  const code = failure instanceof ApiError ? failure.code : undefined;
  return (
    code === 'InsufficientPoints' ||
    code === 'LoyaltyOff' ||
    (code === 'ValidationError' && fieldErrors(failure).some((f) => f.path === 'body.redeemPoints'))
  );
};

/** Step 8: the summary, the policy, any deposit and the customer's points; Confirm books. */
export function Confirmation(props: StepProps) {
  const { shop, state, dispatch, back, session, chosenServices, stylistById, link } = props;
  const i18n = useI18n();
  const { t, locale, lang } = i18n;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [pointsVersion, setPointsVersion] = useState(0);
  const [usePoints, setUsePoints] = useState(false);
  const [pointsNotice, setPointsNotice] = useState(false);
  const [held, setHeld] = useState<{
    booking: CreatedBooking;
    payment: DuePayment;
    cardSetup: CardSetup | null;
  } | null>(null);
  // After booking (and paying), the card the salon keeps for its no-show fee.
  const [keeping, setKeeping] = useState<{
    booking: CreatedBooking & { emailSent: boolean };
    cardSetup: CardSetup;
  } | null>(null);
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const myPoints = useMyPoints(shop.shop.subdomain, Boolean(session), pointsVersion);
  const onPaid = useCallback(
    (paid: Booking) => {
      if (!held) return;
      const booking = {
        ...paid,
        manageToken: held.booking.manageToken,
        // Paid and confirmed, the confirmation went out, if mails reach the customer at all.
        emailSent: paid.status === 'confirmed' && held.booking.emailLater === true,
        emailLater: held.booking.emailLater === true,
      };
      if (held.cardSetup) {
        setHeld(null);
        setKeeping({ booking, cardSetup: held.cardSetup });
        return;
      }
      dispatch({ type: 'booked', booking });
      props.go('BookSuccess', { facts: { booked: true } });
    },
    [held, dispatch, props.go],
  );
  const onCardSaved = useCallback(() => {
    if (!keeping) return;
    dispatch({ type: 'booked', booking: keeping.booking });
    props.go('BookSuccess', { facts: { booked: true } });
  }, [keeping, dispatch, props.go]);
  const slot = state.slot;
  if (!slot) return null;

  const rules = shop.shop;
  // A preview of a page that is not published takes no bookings (the server refuses them too).
  const preview = shop.preview === true;
  const zone = rules.timeZone;
  const currency = rules.currency;
  // The server's figures for this stylist and time, never the menu's base values.
  const figures = visitFigures(slot, state.provider);
  const terms = shop.payment?.cancellation ?? null;
  const stylist =
    state.provider === 'any' ? t('provider.anyone') : (stylistById.get(state.provider)?.name ?? '');
  const changeableUntil = new Date(Date.parse(slot.start) - rules.changeWindowMinutes * 60_000).toISOString();
  // A signed-in customer books with the account's e-mail and the name and phone of the last step.
  const contact = session ? { ...state.customer, email: session.user.email } : state.customer;
  // Points are offered to a signed-in customer on a price the server told: the largest whole
  // steps of the salon's rate that the balance covers and the visit is worth.
  const offer =
    session && myPoints && figures
      ? redeemOffer(
          { ...myPoints, enabled: true },
          { balance: myPoints.balance, priceAmount: figures.price.amount },
        )
      : null;
  const redeem = offer && usePoints ? offer : null;
  // What is paid online now, by the salon's policy for each service at its stylist's price; the
  // points redeemed come off it. Nothing when the salon does not take payments online.
  const asked = shop.payment?.online
    ? chosenServices.reduce((sum, s) => {
        const stylistId = figures?.stylistOf(s.id) ?? null;
        const withStylist = s.stylists?.find((p) => p.stylistId === stylistId)?.amountDue;
        return sum + (withStylist ?? s.depositAmount ?? 0);
      }, 0)
    : 0;
  const deposit = Math.max(0, asked - (redeem?.value ?? 0));

  const cardOnFile = shop.payment?.cardOnFile === true && terms !== null;
  const confirm = async () => {
    if (cardOnFile && !consent) {
      setConsentMissing(true);
      return;
    }
    const note = state.customer.note.trim();
    const body: PublicBookingBody = {
      services: state.serviceIds,
      start: slot.start,
      stylist: state.provider,
      locale: lang,
      ...(link ? { link } : {}),
      customer: {
        name: state.customer.name.trim(),
        ...(session ? {} : { email: state.customer.email.trim() }),
        phone: normalizePhone(state.customer.phone, rules.country),
      },
      ...(note ? { note } : {}),
      ...(redeem ? { redeemPoints: redeem.points } : {}),
      ...(cardOnFile ? { cardOnFileConsent: true as const } : {}),
    };
    // One key per attempt: pressing Confirm again after a lost answer repeats the same attempt.
    const fingerprint = JSON.stringify(body);
    const key = state.attempt?.fingerprint === fingerprint ? state.attempt.key : newIdempotencyKey();
    dispatch({ type: 'attempt', attempt: { key, fingerprint } });
    setBusy(true);
    setError(null);
    setPointsNotice(false);
    try {
      const created = await createBooking(rules.subdomain, body, key);
      const { payment, cardSetup } = created;
      const booking = { ...created.booking, emailLater: created.emailLater };
      const { emailSent } = created;
      forgetAvailability();
      if (payment && booking.status === 'awaiting_payment') {
        // The time is held; the booking stands once the payment is confirmed.
        setHeld({ booking, payment, cardSetup: cardSetup ?? null });
        setBusy(false);
        return;
      }
      if (cardSetup) {
        setKeeping({ booking: { ...booking, emailSent }, cardSetup });
        setBusy(false);
        return;
      }
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
      if (pointsRefused(failure)) {
        // The balance or the salon's rules changed since the page asked: offer what holds now.
        setBusy(false);
        setUsePoints(false);
        setPointsNotice(true);
        setPointsVersion((v) => v + 1);
        return;
      }
      if (code === 'EmailNotVerified') {
        // The salon has a guest record of this address: its owner proves it with a code first.
        const email = session?.user.email ?? '';
        props.signedOut();
        props.dispatch({ type: 'auth', patch: { email, code: '', codeSent: false } });
        props.go('LoginByEmail', { facts: { signedIn: false }, notice: 'notices.verifyToBook' });
        return;
      }
      if (code === 'error.http.401' || code === 'TokenIsExpired') {
        props.signedOut();
        props.go('Login', {
          facts: { signedIn: false },
          notice: redeem ? 'notices.pointsSignIn' : 'notices.signInToBook',
        });
        return;
      }
      if (
        session &&
        code === 'ValidationError' &&
        fieldErrors(failure).some((f) => f.path === 'body.customer' || f.path === 'body.customer.email')
      ) {
        // The server took the request as a guest's (it sent no e-mail): the session ended since the page asked.
        props.signedOut();
        props.go('Login', { facts: { signedIn: false }, notice: 'notices.sessionEnded' });
        return;
      }
      const refused =
        code === 'ValidationError'
          ? refusedFields(fieldErrors(failure), { ...body.customer, note: body.note ?? '' })
          : {};
      if (
        Object.keys(refused).length > 0 ||
        fieldErrors(failure).some((f) => f.path.startsWith('body.customer'))
      ) {
        props.go('Customer', { notice: 'notices.checkDetails', refused });
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
        {figures && redeem ? (
          <>
            <div>
              <dt>{t('summary.points')}</dt>
              <dd data-testid="summary-points">
                −{formatPrice(redeem.value, figures.price.currency, locale)}
              </dd>
            </div>
            <div>
              <dt>{t('summary.toPay')}</dt>
              <dd data-testid="summary-to-pay">
                {formatPrice(figures.price.amount - redeem.value, figures.price.currency, locale)}
              </dd>
            </div>
          </>
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
              // As it is sent: a space typed after the name would stand before the comma.
              contact.name.trim(),
              contact.email.trim(),
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
      {offer && myPoints ? (
        <label className="choice points-choice">
          <input
            type="checkbox"
            data-testid="use-points"
            checked={usePoints}
            disabled={busy || held !== null}
            onChange={(event) => setUsePoints(event.currentTarget.checked)}
          />
          <span className="choice-body">
            <span className="choice-title">
              {t('confirm.usePoints', {
                points: formatCount(offer.points, locale),
                amount: formatPrice(offer.value, currency, locale),
              })}
            </span>
            <span className="choice-meta" data-testid="points-balance">
              {t('confirm.pointsBalance', { balance: formatCount(myPoints.balance, locale) })}
            </span>
          </span>
        </label>
      ) : null}
      {pointsNotice ? <Notice testId="points-changed">{t('notices.pointsChanged')}</Notice> : null}
      <section className="policy" aria-labelledby="policy-title">
        <h3 id="policy-title">{t('confirm.policyTitle')}</h3>
        <p data-testid="cancellation-policy">
          {rules.changeWindowMinutes <= 0
            ? t('confirm.policyAnyTime')
            : Date.parse(changeableUntil) <= Date.now()
              ? // A visit booked inside the window can no longer be changed online: a date in the
                // past would read as if it could.
                t('confirm.policyClosed', { span: formatSpan(rules.changeWindowMinutes, locale) })
              : t('confirm.policy', {
                  span: formatSpan(rules.changeWindowMinutes, locale),
                  date: formatDateTime(changeableUntil, locale, zone),
                })}
        </p>
        {deposit > 0 ? (
          <p data-testid="deposit-note">
            {t(figures && asked >= figures.price.amount ? 'payment.prepayNote' : 'payment.dueNote', {
              amount: formatPrice(deposit, currency, locale),
            })}
          </p>
        ) : null}
        {terms ? <p data-testid="cancellation-terms">{termsText(t, terms)}</p> : null}
        {rules.requiresApproval ? <p data-testid="approval-note">{t('confirm.approval')}</p> : null}
      </section>
      {cardOnFile && terms && !keeping ? (
        <label className="choice" data-testid="card-consent">
          <input
            type="checkbox"
            checked={consent}
            disabled={held !== null}
            aria-invalid={consentMissing && !consent}
            aria-describedby={consentMissing && !consent ? 'card-consent-missing' : undefined}
            onChange={(event) => {
              setConsent(event.currentTarget.checked);
              setConsentMissing(false);
            }}
          />
          <span>
            {consentText(t, {
              salon: rules.name,
              terms,
              price: figures?.price.amount ?? 0,
              money: (minor) => formatPrice(minor, currency, locale),
            })}
          </span>
        </label>
      ) : null}
      {consentMissing && !consent ? (
        <Notice testId="card-consent-missing">
          <span id="card-consent-missing">{t('cardOnFile.required')}</span>
        </Notice>
      ) : null}
      {keeping ? (
        <Suspense fallback={<p className="hint">{t('payment.loading')}</p>}>
          <CardSetupPanel setup={keeping.cardSetup} onSaved={onCardSaved} />
        </Suspense>
      ) : null}
      {held ? (
        <Suspense fallback={<p className="hint">{t('payment.loading')}</p>}>
          <PaymentPanel
            booking={held.booking}
            payment={held.payment}
            onConfirmed={onPaid}
            onExpired={() => dispatch({ type: 'slotTaken', notice: 'payment.expired' })}
            onAbandoned={() => dispatch({ type: 'slotTaken', notice: 'payment.abandoned' })}
          />
        </Suspense>
      ) : null}
      {error ? <Notice>{messageOf(i18n, error)}</Notice> : null}
      {preview ? (
        <Notice kind="info" testId="preview-no-booking">
          <span id="preview-no-booking">{t('preview.cannotBook')}</span>
        </Notice>
      ) : null}
      {held || keeping ? null : (
        <StepActions onBack={busy ? null : back}>
          <button
            type="button"
            className="button"
            data-testid="confirm"
            disabled={busy || preview}
            aria-describedby={preview ? 'preview-no-booking' : undefined}
            onClick={confirm}
          >
            {busy
              ? t('confirm.booking')
              : deposit > 0
                ? t('payment.submit')
                : rules.requiresApproval
                  ? t('confirm.request')
                  : t('confirm.submit')}
          </button>
        </StepActions>
      )}
    </>
  );
}

/** The salon's cancellation terms in a sentence or three, as the confirmation mail states them too. */
function termsText(
  t: ReturnType<typeof useI18n>['t'],
  terms: { freeCancellationHours: number; lateCancelPercent: number; noShowPercent: number },
): string {
  if (terms.lateCancelPercent === 0 && terms.noShowPercent === 0) return t('confirm.termsNoFees');
  return [
    t('confirm.termsFree', { count: terms.freeCancellationHours }),
    ...(terms.lateCancelPercent > 0 ? [t('confirm.termsLate', { percent: terms.lateCancelPercent })] : []),
    ...(terms.noShowPercent > 0 ? [t('confirm.termsNoShow', { percent: terms.noShowPercent })] : []),
  ].join(' ');
}

/** The consent to the salon keeping the card: the fees it may charge, in percent and in money for this visit. */
function consentText(
  t: ReturnType<typeof useI18n>['t'],
  {
    salon,
    terms,
    price,
    money,
  }: {
    salon: string;
    terms: { freeCancellationHours: number; lateCancelPercent: number; noShowPercent: number };
    price: number;
    money: (minor: number) => string;
  },
): string {
  const share = (percent: number) => money(percentOf(price, percent));
  return [
    t('cardOnFile.consent', {
      salon,
      noShow: terms.noShowPercent,
      noShowAmount: share(terms.noShowPercent),
    }),
    ...(terms.lateCancelPercent > 0
      ? [
          t('cardOnFile.consentLate', {
            hours: terms.freeCancellationHours,
            late: terms.lateCancelPercent,
            lateAmount: share(terms.lateCancelPercent),
          }),
        ]
      : []),
  ].join(' ');
}
