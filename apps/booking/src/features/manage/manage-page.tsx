import { ApiError } from '@salon/web/api-error';
import { Notice } from '@salon/web/react/notice';
import { codeOf, messageOf } from '@salon/web/translated-errors';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { forgetAvailability } from '../../api/get-availability.ts';
import { getShop } from '../../api/get-shop.ts';
import type { Booking, PublicShop, Slot } from '../../api/types.ts';
import { BookingDetails } from '../../components/booking-details.tsx';
import { DateAndTime } from '../../components/date-and-time.tsx';
import { Loading } from '../../components/loading.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { WidgetShell } from '../../components/widget-shell.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { BookingKey } from '../../lib/i18n.ts';
import { useI18n } from '../../lib/i18n-context.tsx';
import { newIdempotencyKey } from '../../lib/idempotency.ts';
import { bookPath, calendarPath, type EmbedMode } from '../../lib/route.ts';
import { cancelBooking } from './api/cancel-booking.ts';
import { getBooking } from './api/get-booking.ts';
import { rescheduleBooking } from './api/reschedule-booking.ts';

type Mode = 'view' | 'reschedule' | 'cancel';
type Outcome = { kind: 'success' | 'error'; text: string } | null;

const changeable = (booking: Booking) => booking.status === 'pending' || booking.status === 'confirmed';

/** `/book/manage/:token`: the customer's booking, to reschedule or cancel within the shop's window. */
export function ManagePage({
  token,
  subdomain,
  embed,
  back = null,
}: {
  token: string;
  /** The salon the link names, even when its token is cut off (null for older links). */
  subdomain: string | null;
  embed: EmbedMode;
  /** The customer site's page the customer came from, to go back to. */
  back?: string | null;
}) {
  const i18n = useI18n();
  const { t, locale, lang } = i18n;
  const [booking, setBooking] = useState<Booking | null>(null);
  const [shop, setShop] = useState<PublicShop | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [mode, setMode] = useState<Mode>('view');
  const [moved, setMoved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** Until when changes were allowed, once the server said the window is closed. */
  const [closedAt, setClosedAt] = useState<string | null>(null);
  // Reschedule input, kept while switching between view and reschedule.
  const [stylistFilter, setStylistFilter] = useState('any');
  const [weekStart, setWeekStart] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [version, setVersion] = useState(0);
  const [attempt, setAttempt] = useState<{ key: string; what: string } | null>(null);

  useEffect(() => {
    let current = true;
    getBooking(token).then(
      ({ booking: found }) => {
        if (!current) return;
        setBooking(found);
        const stylists = [...new Set(found.items.map((i) => i.stylistId))];
        if (stylists.length === 1 && stylists[0]) setStylistFilter(stylists[0]);
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

  const switchMode = (next: Mode) => {
    setMoved(true);
    setMode(next);
  };
  const onDate = useCallback((d: string) => {
    setDate(d);
    setSlot(null);
  }, []);

  /** One key per attempt, reused when the same change is sent again after a lost answer. */
  const keyFor = (what: string) => {
    const key = attempt?.what === what ? attempt.key : newIdempotencyKey();
    setAttempt({ key, what });
    return key;
  };

  const handleFailure = (error: unknown) => {
    const code = codeOf(error);
    if (code === 'ChangeWindowClosed' && error instanceof ApiError) {
      const until = (error.details as { changeableUntil?: unknown } | undefined)?.changeableUntil;
      setClosedAt(typeof until === 'string' ? until : (booking?.changeableUntil ?? null));
      switchMode('view');
      return;
    }
    if (code === 'SLOT_UNAVAILABLE') {
      forgetAvailability();
      setSlot(null);
      setVersion((v) => v + 1);
      setOutcome({ kind: 'error', text: t('notices.slotTaken') });
      return;
    }
    setOutcome({ kind: 'error', text: messageOf(i18n, error) });
  };

  const reschedule = async () => {
    if (!slot) {
      setOutcome({ kind: 'error', text: t('time.chooseTime') });
      return;
    }
    const body = { start: slot.start, stylist: stylistFilter };
    setBusy(true);
    setOutcome(null);
    try {
      const { booking: moved } = await rescheduleBooking(token, body, keyFor(JSON.stringify(body)));
      forgetAvailability();
      setBooking(moved);
      setSlot(null);
      setOutcome({ kind: 'success', text: t('manage.rescheduled') });
      switchMode('view');
    } catch (error) {
      handleFailure(error);
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
      switchMode('view');
    } catch (error) {
      handleFailure(error);
      if (codeOf(error) !== 'ChangeWindowClosed') switchMode('view');
    }
    setBusy(false);
  };

  const shell = (heading: BookingKey, content: ReactNode) => (
    <WidgetShell
      shopName={shop?.shop.name ?? booking?.shop.name}
      branding={shop?.branding}
      embed={embed}
      announcement={moved ? t(heading) : undefined}
    >
      <div className="step" data-testid={`manage-mode-${mode}`}>
        {back ? (
          <a className="back-link" href={back} data-testid="manage-back-to-account">
            {t('account.backToAccount')}
          </a>
        ) : null}
        <StepHeading focus={moved} key={mode}>
          {t(heading)}
        </StepHeading>
        {content}
      </div>
    </WidgetShell>
  );

  if (loadError) {
    const invalid = codeOf(loadError) === 'ManageLinkInvalid' || codeOf(loadError) === 'NotFound';
    return shell(
      'manage.title',
      <>
        <Notice testId="manage-error">{invalid ? t('manage.invalid') : messageOf(i18n, loadError)}</Notice>
        {invalid && subdomain ? (
          <div className="link-actions">
            <a className="button" data-testid="manage-booking-page" href={bookPath(subdomain)}>
              {t('manage.toBookingPage')}
            </a>
          </div>
        ) : null}
      </>,
    );
  }
  if (!booking) return shell('manage.title', <Loading />);

  const zone = booking.shop.timeZone;
  const windowOpen = !closedAt && Date.now() <= Date.parse(booking.changeableUntil);
  const closedUntil = closedAt ?? booking.changeableUntil;
  const serviceIds = booking.items.flatMap((i) => (i.serviceId ? [i.serviceId] : []));
  const services = shop?.services.filter((s) => serviceIds.includes(s.id)) ?? [];
  const stylistOptions =
    shop?.stylists.filter((st) => services.every((s) => s.stylistIds.includes(st.id))) ?? [];
  const outcomeNotice = outcome ? (
    <Notice kind={outcome.kind} testId="manage-outcome">
      {outcome.text}
    </Notice>
  ) : null;

  if (mode === 'reschedule' && shop) {
    return shell(
      'manage.rescheduleTitle',
      <>
        <p className="selection">
          {t('manage.currently', { date: formatDateTime(booking.start, locale, zone) })}
        </p>
        <DateAndTime
          subdomain={booking.shop.subdomain}
          timeZone={zone}
          maxAdvanceDays={shop.shop.maxAdvanceDays}
          serviceIds={serviceIds}
          stylistFilter={stylistFilter}
          stylistOptions={stylistOptions}
          onStylistFilter={(s) => {
            setStylistFilter(s);
            setSlot(null);
          }}
          weekStart={weekStart}
          onWeek={setWeekStart}
          date={date}
          onDate={onDate}
          slot={slot}
          onSlot={setSlot}
          version={version}
        />
        {outcomeNotice}
        <div className="actions">
          <button
            type="button"
            className="button button-secondary"
            data-testid="manage-reschedule-back"
            onClick={() => {
              setOutcome(null);
              switchMode('view');
            }}
          >
            {t('common.back')}
          </button>
          <button
            type="button"
            className="button"
            data-testid="manage-reschedule-confirm"
            disabled={busy}
            onClick={reschedule}
          >
            {busy ? t('common.working') : t('manage.confirmNewTime')}
          </button>
        </div>
      </>,
    );
  }

  if (mode === 'cancel') {
    return shell(
      'manage.cancelTitle',
      <>
        <BookingDetails booking={booking} />
        <p>{t('manage.cancelQuestion')}</p>
        {outcomeNotice}
        <div className="actions">
          <button
            type="button"
            className="button button-secondary"
            data-testid="manage-cancel-keep"
            onClick={() => switchMode('view')}
          >
            {t('manage.keep')}
          </button>
          <button
            type="button"
            className="button button-danger"
            data-testid="manage-cancel-confirm"
            disabled={busy}
            onClick={cancel}
          >
            {busy ? t('common.working') : t('manage.cancelConfirm')}
          </button>
        </div>
      </>,
    );
  }

  return shell(
    'manage.title',
    <>
      {outcomeNotice}
      <p className={`status status-${booking.status}`} data-testid="manage-status">
        {t(`status.${booking.status}`)}
      </p>
      <BookingDetails booking={booking} />
      {changeable(booking) && windowOpen ? (
        <>
          <p className="hint" data-testid="manage-change-until">
            {t('success.changeUntil', { date: formatDateTime(booking.changeableUntil, locale, zone) })}
          </p>
          <div className="link-actions">
            <button
              type="button"
              className="button"
              data-testid="manage-reschedule"
              disabled={!shop}
              onClick={() => {
                setOutcome(null);
                switchMode('reschedule');
              }}
            >
              {t('manage.reschedule')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              data-testid="manage-cancel"
              onClick={() => {
                setOutcome(null);
                switchMode('cancel');
              }}
            >
              {t('manage.cancel')}
            </button>
          </div>
        </>
      ) : null}
      {changeable(booking) && !windowOpen ? (
        <Notice kind="info" testId="manage-window-closed">
          {t('manage.windowClosed', { date: formatDateTime(closedUntil, locale, zone) })}
        </Notice>
      ) : null}
      <div className="link-actions">
        {changeable(booking) ? (
          <a
            className="button button-secondary"
            data-testid="add-to-calendar"
            href={calendarPath(token, lang)}
            download="appointment.ics"
          >
            {t('success.addToCalendar')}
          </a>
        ) : null}
        <a
          className="button button-secondary"
          data-testid="manage-book-again"
          href={bookPath(booking.shop.subdomain)}
        >
          {t('manage.bookAgain')}
        </a>
      </div>
    </>,
  );
}
