import type { PublicBookingBody } from '@salon/domain/contracts';
import { redeemOffer } from '@salon/domain/loyalty';
import { percentOf } from '@salon/domain/payments';
import { ApiError, fieldErrors } from '@salon/web/api-error';
import { lazyNamed } from '@salon/web/lazy';
import { Notice } from '@salon/web/react/notice';
import { messageOf } from '@salon/web/translated-errors';
import { type Dispatch, Suspense, useCallback, useEffect, useReducer, useState } from 'react';
import { forgetAvailability } from '../../../api/get-availability.ts';
import type { Booking, PublicShop, Slot } from '../../../api/types.ts';
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
import { type ConfirmationAction, confirmationReducer, initialConfirmation } from '../confirmation-state.ts';
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

/** What the visit comes to with this stylist at this time, and what the salon asks before it. */
function visitTerms(props: StepProps, slot: Slot, myPoints: MyPoints | null, usePoints: boolean) {
  const { shop, state, session, chosenServices } = props;
  const rules = shop.shop;
  // The server's figures for this stylist and time, never the menu's base values.
  const figures = visitFigures(slot, state.provider);
  const terms = shop.payment?.cancellation ?? null;
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
  return {
    figures,
    terms,
    offer,
    redeem,
    asked,
    deposit: Math.max(0, asked - (redeem?.value ?? 0)),
    cardOnFile: shop.payment?.cardOnFile === true && terms !== null,
    changeableUntil: new Date(Date.parse(slot.start) - rules.changeWindowMinutes * 60_000).toISOString(),
  };
}
type VisitTerms = ReturnType<typeof visitTerms>;

/** The request Confirm sends: the visit, the customer's details as the salon keeps them, the points. */
function bookingBody(props: StepProps, slot: Slot, visit: VisitTerms, lang: string): PublicBookingBody {
  const { state, session, link, shop } = props;
  const note = state.customer.note.trim();
  return {
    services: state.serviceIds,
    start: slot.start,
    stylist: state.provider,
    locale: lang as PublicBookingBody['locale'],
    ...(link ? { link } : {}),
    customer: {
      name: state.customer.name.trim(),
      ...(session ? {} : { email: state.customer.email.trim() }),
      phone: normalizePhone(state.customer.phone, shop.shop.country),
    },
    ...(note ? { note } : {}),
    ...(visit.redeem ? { redeemPoints: visit.redeem.points } : {}),
    ...(visit.cardOnFile ? { cardOnFileConsent: true as const } : {}),
  };
}

/**
 * Where a refused booking leads: another time, the customer's details with the refused fields
 * marked, a sign-in, or (for anything else) the same page saying why.
 */
function afterRefusal(
  props: StepProps,
  update: Dispatch<ConfirmationAction>,
  failure: unknown,
  { body, redeemed }: { body: PublicBookingBody; redeemed: boolean },
) {
  const { session } = props;
  const code = failure instanceof ApiError ? failure.code : undefined;
  if (code === 'SLOT_UNAVAILABLE') {
    forgetAvailability();
    update({ type: 'left' });
    props.dispatch({ type: 'slotTaken' });
    return;
  }
  if (pointsRefused(failure)) {
    update({ type: 'pointsRefused' });
    return;
  }
  update({ type: 'left' });
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
      notice: redeemed ? 'notices.pointsSignIn' : 'notices.signInToBook',
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
  update({ type: 'failed', error: failure });
}

/** Step 8: the summary, the policy, any deposit and the customer's points; Confirm books. */
export function Confirmation(props: StepProps) {
  const { shop, state, dispatch, back, session } = props;
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [page, update] = useReducer(confirmationReducer, initialConfirmation);
  const myPoints = useMyPoints(shop.shop.subdomain, Boolean(session), page.pointsVersion);
  const { held, keeping } = page;
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
        update({ type: 'keep', keeping: { booking, cardSetup: held.cardSetup } });
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
  const visit = visitTerms(props, slot, myPoints, page.usePoints);
  const { deposit, cardOnFile, terms, figures, offer } = visit;

  const confirm = async () => {
    if (cardOnFile && !page.consent) {
      update({ type: 'consentMissing' });
      return;
    }
    const body = bookingBody(props, slot, visit, lang);
    // One key per attempt: pressing Confirm again after a lost answer repeats the same attempt.
    const fingerprint = JSON.stringify(body);
    const key = state.attempt?.fingerprint === fingerprint ? state.attempt.key : newIdempotencyKey();
    dispatch({ type: 'attempt', attempt: { key, fingerprint } });
    update({ type: 'submit' });
    try {
      const created = await createBooking(rules.subdomain, body, key);
      const { payment, cardSetup } = created;
      const booking = { ...created.booking, emailLater: created.emailLater };
      const { emailSent } = created;
      forgetAvailability();
      if (payment && booking.status === 'awaiting_payment') {
        // The time is held; the booking stands once the payment is confirmed.
        update({ type: 'held', held: { booking, payment, cardSetup: cardSetup ?? null } });
        return;
      }
      if (cardSetup) {
        update({ type: 'keep', keeping: { booking: { ...booking, emailSent }, cardSetup } });
        return;
      }
      update({ type: 'left' });
      dispatch({ type: 'booked', booking: { ...booking, emailSent } });
      props.go('BookSuccess', { facts: { booked: true } });
    } catch (failure) {
      afterRefusal(props, update, failure, { body, redeemed: visit.redeem !== null });
    }
  };

  return (
    <>
      <VisitSummary props={props} slot={slot} visit={visit} />
      {offer && myPoints ? (
        <PointsChoice
          offer={offer}
          balance={myPoints.balance}
          currency={rules.currency}
          checked={page.usePoints}
          disabled={page.busy || held !== null}
          onChange={(on) => update({ type: 'usePoints', on })}
        />
      ) : null}
      {page.pointsNotice ? <Notice testId="points-changed">{t('notices.pointsChanged')}</Notice> : null}
      <Policy rules={rules} visit={visit} />
      {cardOnFile && terms && !keeping ? (
        <label className="choice" data-testid="card-consent">
          <input
            type="checkbox"
            checked={page.consent}
            disabled={held !== null}
            aria-invalid={page.consentMissing && !page.consent}
            aria-describedby={page.consentMissing && !page.consent ? 'card-consent-missing' : undefined}
            onChange={(event) => update({ type: 'consent', on: event.currentTarget.checked })}
          />
          <span>
            {consentText(t, {
              salon: rules.name,
              terms,
              price: figures?.price.amount ?? 0,
              money: (minor) => formatPrice(minor, rules.currency, i18n.locale),
            })}
          </span>
        </label>
      ) : null}
      {page.consentMissing && !page.consent ? (
        <Notice testId="card-consent-missing">
          <span id="card-consent-missing">{t('cardOnFile.required')}</span>
        </Notice>
      ) : null}
      {page.keeping ? (
        <Suspense fallback={<p className="hint">{t('payment.loading')}</p>}>
          <CardSetupPanel setup={page.keeping.cardSetup} onSaved={onCardSaved} />
        </Suspense>
      ) : null}
      {page.held ? (
        <Suspense fallback={<p className="hint">{t('payment.loading')}</p>}>
          <PaymentPanel
            booking={page.held.booking}
            payment={page.held.payment}
            onConfirmed={onPaid}
            onExpired={() => dispatch({ type: 'slotTaken', notice: 'payment.expired' })}
            onAbandoned={() => dispatch({ type: 'slotTaken', notice: 'payment.abandoned' })}
          />
        </Suspense>
      ) : null}
      {page.error ? <Notice>{messageOf(i18n, page.error)}</Notice> : null}
      {preview ? (
        <Notice kind="info" testId="preview-no-booking">
          <span id="preview-no-booking">{t('preview.cannotBook')}</span>
        </Notice>
      ) : null}
      {page.held || page.keeping ? null : (
        <StepActions onBack={page.busy ? null : back}>
          <button
            type="button"
            className="button"
            data-testid="confirm"
            disabled={page.busy || preview}
            aria-describedby={preview ? 'preview-no-booking' : undefined}
            onClick={confirm}
          >
            {page.busy
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

/** What is booked: services with their prices, day and time, stylist, price and points, the customer. */
function VisitSummary({ props, slot, visit }: { props: StepProps; slot: Slot; visit: VisitTerms }) {
  const { shop, state, session, chosenServices, stylistById } = props;
  const { t, locale } = useI18n();
  const rules = shop.shop;
  const zone = rules.timeZone;
  const currency = rules.currency;
  const { figures, redeem, deposit } = visit;
  const stylist =
    state.provider === 'any' ? t('provider.anyone') : (stylistById.get(state.provider)?.name ?? '');
  // A signed-in customer books with the account's e-mail and the name and phone of the last step.
  const contact = session ? { ...state.customer, email: session.user.email } : state.customer;
  return (
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
                    ({formatPrice(servicePrice(s, figures.stylistOf(s.id)).amount, s.price.currency, locale)})
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
            <dd data-testid="summary-points">−{formatPrice(redeem.value, figures.price.currency, locale)}</dd>
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
  );
}

/** The customer's points offered off this visit, with their balance. */
function PointsChoice({
  offer,
  balance,
  currency,
  checked,
  disabled,
  onChange,
}: {
  offer: { points: number; value: number };
  currency: string;
  balance: number;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t, locale } = useI18n();
  return (
    <label className="choice points-choice">
      <input
        type="checkbox"
        data-testid="use-points"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="choice-body">
        <span className="choice-title">
          {t('confirm.usePoints', {
            points: formatCount(offer.points, locale),
            amount: formatPrice(offer.value, currency, locale),
          })}
        </span>
        <span className="choice-meta" data-testid="points-balance">
          {t('confirm.pointsBalance', { balance: formatCount(balance, locale) })}
        </span>
      </span>
    </label>
  );
}

/** When the visit can still be changed or cancelled online, what is paid now, the salon's terms. */
function Policy({ rules, visit }: { rules: PublicShop['shop']; visit: VisitTerms }) {
  const { t, locale } = useI18n();
  const { changeableUntil, deposit, figures, asked, terms } = visit;
  const zone = rules.timeZone;
  const currency = rules.currency;
  return (
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
