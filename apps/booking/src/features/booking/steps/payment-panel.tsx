import { Notice } from '@salon/web/react/notice';
import { useEffect, useState } from 'react';
import type { Booking, CreatedBooking, DuePayment } from '../../../api/types.ts';
import { formatPrice, formatTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n-context.tsx';
import { abandonHeldBooking, getBookingByToken } from '../api/get-booking-status.ts';
import { usePaymentElement } from '../payment/use-payment-element.ts';

type Phase = 'loading' | 'ready' | 'paying' | 'waiting' | 'slow' | 'failed' | 'unavailable' | 'expired';

/** How long to wait between asking whether the payment was confirmed: soon at first, then less often. */
const pollDelays = [1000, 1500, 2000, 3000, 5000];
/** After this long the customer is told the mail will follow instead of waiting on. */
const SLOW_AFTER_MS = 60_000;

/**
 * The payment of a held booking: Stripe's Payment Element, mounted from Stripe.js loaded only now,
 * takes the card (its data goes to Stripe, never to the salon's server). Once Stripe accepted it,
 * the booking is confirmed only by Stripe's signed message to the server: the panel asks the
 * server until it says so, then hands the confirmed booking on.
 */
export function PaymentPanel({
  booking,
  payment,
  onConfirmed,
  onExpired,
  onAbandoned,
}: {
  booking: CreatedBooking;
  payment: DuePayment;
  onConfirmed: (booking: Booking) => void;
  onExpired: () => void;
  /** The customer gave the held time up; they choose another. */
  onAbandoned: () => void;
}) {
  const i18n = useI18n();
  const { t, locale, lang } = i18n;
  const [phase, setPhase] = useState<Phase>('loading');
  const { mountRef, stripeRef } = usePaymentElement(payment, lang, setPhase);

  // Waiting for the server to hear from Stripe (turning slow keeps the same round of asking).
  const waiting = phase === 'waiting' || phase === 'slow';
  useEffect(() => {
    if (!waiting) return;
    const abort = new AbortController();
    const startedAt = Date.now();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const { booking: now } = await getBookingByToken(booking.manageToken, abort.signal);
        if (now.status === 'confirmed' || now.status === 'pending') return onConfirmed(now);
        if (now.status === 'cancelled') return setPhase('expired');
      } catch {
        if (abort.signal.aborted) return;
      }
      if (Date.now() - startedAt > SLOW_AFTER_MS) setPhase('slow');
      timer = setTimeout(ask, pollDelays[Math.min(attempt++, pollDelays.length - 1)]);
    };
    timer = setTimeout(ask, pollDelays[0]);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [waiting, booking.manageToken, onConfirmed]);

  const pay = async () => {
    const ready = stripeRef.current;
    if (!ready) return;
    setPhase('paying');
    const result = await ready.stripe
      .confirmPayment({
        elements: ready.elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      })
      .catch(() => ({ error: { message: undefined } }));
    setPhase(result.error ? 'failed' : 'waiting');
  };

  const [abandoning, setAbandoning] = useState(false);
  const [abandonFailed, setAbandonFailed] = useState(false);
  const abandon = async () => {
    setAbandoning(true);
    setAbandonFailed(false);
    try {
      await abandonHeldBooking(booking.manageToken);
      onAbandoned();
    } catch {
      // A hold already released (expired meanwhile) sends the customer back all the same.
      const now = await getBookingByToken(booking.manageToken).catch(() => null);
      if (now?.booking.status === 'cancelled') return onAbandoned();
      if (now && now.booking.status !== 'awaiting_payment') return onConfirmed(now.booking);
      setAbandoning(false);
      setAbandonFailed(true);
    }
  };

  const amount = formatPrice(payment.amount.amount, payment.amount.currency, locale);
  const busy = phase === 'paying' || waiting;
  return (
    <section className="payment" aria-labelledby="payment-title" data-testid="payment-step">
      <h3 id="payment-title">{t('payment.title')}</h3>
      <p data-testid="payment-due">{t('payment.due', { amount })}</p>
      <p className="hint" data-testid="payment-held">
        {t('payment.heldUntil', { time: formatTime(payment.heldUntil, locale, booking.shop.timeZone) })}
      </p>
      {phase === 'loading' ? <p className="hint">{t('payment.loading')}</p> : null}
      <div ref={mountRef} className="payment-element" data-testid="payment-element" />
      {phase === 'failed' ? <Notice testId="payment-failed">{t('payment.failed')}</Notice> : null}
      {phase === 'unavailable' ? (
        <Notice testId="payment-unavailable">{t('payment.unavailable')}</Notice>
      ) : null}
      {phase === 'waiting' ? (
        <Notice kind="info" testId="payment-waiting">
          {t('payment.waiting')}
        </Notice>
      ) : null}
      {phase === 'slow' ? (
        <Notice kind="info" testId="payment-slow">
          {t('payment.slow')}
        </Notice>
      ) : null}
      {abandonFailed ? <Notice testId="payment-abandon-failed">{t('payment.abandonFailed')}</Notice> : null}
      {phase === 'expired' ? (
        <>
          <Notice testId="payment-expired">{t('payment.expired')}</Notice>
          <div className="step-actions">
            <button type="button" className="button" onClick={onExpired}>
              {t('steps.DateAndTime')}
            </button>
          </div>
        </>
      ) : (
        <div className="step-actions">
          <button
            type="button"
            className="button"
            data-testid="pay"
            disabled={busy || phase === 'loading' || phase === 'unavailable'}
            onClick={pay}
          >
            {phase === 'paying' ? t('payment.paying') : t('payment.pay', { amount })}
          </button>
          <button
            type="button"
            className="button button-secondary"
            data-testid="payment-abandon"
            disabled={busy || abandoning}
            onClick={abandon}
          >
            {t('payment.abandon')}
          </button>
        </div>
      )}
    </section>
  );
}
