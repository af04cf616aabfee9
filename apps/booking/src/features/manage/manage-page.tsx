import { Notice } from '@salon/web/react/notice';
import { codeOf, messageOf } from '@salon/web/translated-errors';
import { type ReactNode, useCallback, useState } from 'react';
import type { Booking, PublicShop, Slot } from '../../api/types.ts';
import { BookingDetails } from '../../components/booking-details.tsx';
import { DateAndTime } from '../../components/date-and-time.tsx';
import { Loading } from '../../components/loading.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { WidgetShell } from '../../components/widget-shell.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { BookingKey } from '../../lib/i18n.ts';
import { useI18n } from '../../lib/i18n-context.tsx';
import { bookPath, calendarPath, type EmbedMode } from '../../lib/route.ts';
import { type Outcome, useBookingOfLink, useManageActions } from './use-managed-booking.ts';

type Mode = 'view' | 'reschedule' | 'cancel';

const changeable = (booking: Booking) => booking.status === 'pending' || booking.status === 'confirmed';

function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  return outcome ? (
    <Notice kind={outcome.kind} testId="manage-outcome">
      {outcome.text}
    </Notice>
  ) : null;
}

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
  const { t } = i18n;
  const [mode, setMode] = useState<Mode>('view');
  const [moved, setMoved] = useState(false);
  // Reschedule input, kept while switching between view and reschedule.
  const [stylistFilter, setStylistFilter] = useState('any');
  const [weekStart, setWeekStart] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const onFound = useCallback((found: Booking) => {
    const stylists = [...new Set(found.items.map((i) => i.stylistId))];
    if (stylists.length === 1 && stylists[0]) setStylistFilter(stylists[0]);
  }, []);
  const { booking, setBooking, shop, loadError } = useBookingOfLink(token, onFound);
  const switchMode = (next: Mode) => {
    setMoved(true);
    setMode(next);
  };
  const actions = useManageActions({ token, booking, setBooking, back: () => switchMode('view') });

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

  if (mode === 'reschedule' && shop) {
    return shell(
      'manage.rescheduleTitle',
      <NewTime
        booking={booking}
        shop={shop}
        stylistFilter={stylistFilter}
        onStylistFilter={setStylistFilter}
        weekStart={weekStart}
        onWeek={setWeekStart}
        date={date}
        onDate={setDate}
        slot={slot}
        onSlot={setSlot}
        version={actions.version}
        outcome={actions.outcome}
        busy={actions.busy}
        onBack={() => {
          actions.setOutcome(null);
          switchMode('view');
        }}
        onConfirm={() => actions.reschedule(slot, stylistFilter, () => setSlot(null))}
      />,
    );
  }

  if (mode === 'cancel') {
    return shell(
      'manage.cancelTitle',
      <>
        <BookingDetails booking={booking} />
        <p>{t('manage.cancelQuestion')}</p>
        <OutcomeNotice outcome={actions.outcome} />
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
            disabled={actions.busy}
            onClick={actions.cancel}
          >
            {actions.busy ? t('common.working') : t('manage.cancelConfirm')}
          </button>
        </div>
      </>,
    );
  }

  return shell(
    'manage.title',
    <BookingView
      booking={booking}
      token={token}
      canReschedule={shop !== null}
      closedAt={actions.closedAt}
      outcome={actions.outcome}
      onMode={(next) => {
        actions.setOutcome(null);
        switchMode(next);
      }}
    />,
  );
}

/** Choosing the new time: the week and day, the stylist, and Move once one is chosen. */
function NewTime({
  booking,
  shop,
  stylistFilter,
  onStylistFilter,
  weekStart,
  onWeek,
  date,
  onDate: setDate,
  slot,
  onSlot,
  version,
  outcome,
  busy,
  onBack,
  onConfirm,
}: {
  booking: Booking;
  shop: PublicShop;
  stylistFilter: string;
  onStylistFilter: (stylist: string) => void;
  weekStart: string | null;
  onWeek: (week: string | null) => void;
  date: string | null;
  onDate: (date: string) => void;
  slot: Slot | null;
  onSlot: (slot: Slot | null) => void;
  version: number;
  outcome: Outcome;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t, locale } = useI18n();
  const onDate = useCallback(
    (d: string) => {
      setDate(d);
      onSlot(null);
    },
    [setDate, onSlot],
  );
  const zone = booking.shop.timeZone;
  const serviceIds = booking.items.flatMap((i) => (i.serviceId ? [i.serviceId] : []));
  const services = shop.services.filter((s) => serviceIds.includes(s.id));
  const stylistOptions = shop.stylists.filter((st) => services.every((s) => s.stylistIds.includes(st.id)));
  return (
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
          onStylistFilter(s);
          onSlot(null);
        }}
        weekStart={weekStart}
        onWeek={onWeek}
        date={date}
        onDate={onDate}
        slot={slot}
        onSlot={onSlot}
        version={version}
      />
      <OutcomeNotice outcome={outcome} />
      <div className="actions">
        <button
          type="button"
          className="button button-secondary"
          data-testid="manage-reschedule-back"
          onClick={onBack}
        >
          {t('common.back')}
        </button>
        <button
          type="button"
          className="button"
          data-testid="manage-reschedule-confirm"
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? t('common.working') : t('manage.confirmNewTime')}
        </button>
      </div>
    </>
  );
}

/** The booking as it stands: its status and details, and what can still be done with it. */
function BookingView({
  booking,
  token,
  canReschedule,
  closedAt,
  outcome,
  onMode,
}: {
  booking: Booking;
  token: string;
  canReschedule: boolean;
  closedAt: string | null;
  outcome: Outcome;
  onMode: (mode: 'reschedule' | 'cancel') => void;
}) {
  const { t, locale, lang } = useI18n();
  const zone = booking.shop.timeZone;
  const windowOpen = !closedAt && Date.now() <= Date.parse(booking.changeableUntil);
  const closedUntil = closedAt ?? booking.changeableUntil;
  return (
    <>
      <OutcomeNotice outcome={outcome} />
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
              disabled={!canReschedule}
              onClick={() => onMode('reschedule')}
            >
              {t('manage.reschedule')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              data-testid="manage-cancel"
              onClick={() => onMode('cancel')}
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
    </>
  );
}
