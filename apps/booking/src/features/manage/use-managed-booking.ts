import { ApiError } from '@salon/web/api-error';
import { codeOf, messageOf } from '@salon/web/translated-errors';
import { useEffect, useState } from 'react';
import { forgetAvailability } from '../../api/get-availability.ts';
import { getShop } from '../../api/get-shop.ts';
import type { Booking, PublicShop, Slot } from '../../api/types.ts';
import { useI18n } from '../../lib/i18n-context.tsx';
import { newIdempotencyKey } from '../../lib/idempotency.ts';
import { cancelBooking } from './api/cancel-booking.ts';
import { getBooking } from './api/get-booking.ts';
import { rescheduleBooking } from './api/reschedule-booking.ts';

export type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * The booking a manage link names and its salon's page, loaded once per token; `onFound` gets the
 * booking first (to preselect its stylist for a new time).
 */
export function useBookingOfLink(token: string, onFound: (booking: Booking) => void) {
  const [booking, setBooking] = useState<Booking | null>(null);
  const [shop, setShop] = useState<PublicShop | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per link; `onFound` is the caller's setter.
  useEffect(() => {
    let current = true;
    getBooking(token).then(
      ({ booking: found }) => {
        if (!current) return;
        setBooking(found);
        onFound(found);
        getShop(found.shop.subdomain).then(
          (s) => current && setShop(s),
          () => undefined,
        );
      },
      (error: unknown) => current && setLoadError(error),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return { booking, setBooking, shop, loadError };
}

/**
 * Rescheduling and cancelling through the link: one Idempotency-Key per attempt (reused when the
 * same change is sent again after a lost answer), and what each answer means for the page.
 */
export function useManageActions({
  token,
  booking,
  setBooking,
  back,
}: {
  token: string;
  booking: Booking | null;
  setBooking: (booking: Booking) => void;
  /** Back to the booking's page (the view), its heading announced. */
  back: () => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** Until when changes were allowed, once the server said the window is closed. */
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<{ key: string; what: string } | null>(null);
  // Asks the times again after one was taken meanwhile.
  const [version, setVersion] = useState(0);

  const keyFor = (what: string) => {
    const key = attempt?.what === what ? attempt.key : newIdempotencyKey();
    setAttempt({ key, what });
    return key;
  };

  const handleFailure = (error: unknown, onSlotTaken: () => void) => {
    const code = codeOf(error);
    if (code === 'ChangeWindowClosed' && error instanceof ApiError) {
      const until = (error.details as { changeableUntil?: unknown } | undefined)?.changeableUntil;
      setClosedAt(typeof until === 'string' ? until : (booking?.changeableUntil ?? null));
      back();
      return;
    }
    if (code === 'SLOT_UNAVAILABLE') {
      forgetAvailability();
      onSlotTaken();
      setVersion((v) => v + 1);
      setOutcome({ kind: 'error', text: t('notices.slotTaken') });
      return;
    }
    setOutcome({ kind: 'error', text: messageOf(i18n, error) });
  };

  const reschedule = async (slot: Slot | null, stylist: string, onDone: () => void) => {
    if (!slot) {
      setOutcome({ kind: 'error', text: t('time.chooseTime') });
      return;
    }
    const body = { start: slot.start, stylist };
    setBusy(true);
    setOutcome(null);
    try {
      const { booking: moved } = await rescheduleBooking(token, body, keyFor(JSON.stringify(body)));
      forgetAvailability();
      setBooking(moved);
      onDone();
      setOutcome({ kind: 'success', text: t('manage.rescheduled') });
      back();
    } catch (error) {
      handleFailure(error, onDone);
    }
    setBusy(false);
  };

  const cancel = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const { booking: cancelled } = await cancelBooking(token, keyFor('cancel'));
      setBooking(cancelled);
      setOutcome({ kind: 'success', text: t('manage.cancelled') });
      back();
    } catch (error) {
      handleFailure(error, () => undefined);
      if (codeOf(error) !== 'ChangeWindowClosed') back();
    }
    setBusy(false);
  };

  return { busy, outcome, setOutcome, closedAt, version, reschedule, cancel };
}
