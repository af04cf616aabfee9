import { Notice } from '@salon/web/react/notice';
import { AccountLink } from '../../../components/account-link.tsx';
import { BookingDetails } from '../../../components/booking-details.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n-context.tsx';
import { calendarPath, managePath } from '../../../lib/route.ts';
import type { StepProps } from '../step-props.ts';

/**
 * Step 9: the booking, a calendar file and the link to change or cancel it; once the salon's
 * window for online changes has closed (a booking made shortly before its start), its phone instead.
 */
export function BookSuccess({ shop, state, dispatch, embedded }: StepProps) {
  const { t, locale, lang } = useI18n();
  const booking = state.booking;
  if (!booking) return null;
  const zone = booking.shop.timeZone;
  const changeable = Date.now() <= Date.parse(booking.changeableUntil);
  const phone = shop.shop.phone;
  // Inside an embed the manage page opens in its own tab, where it can be kept.
  const newTab = embedded ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <>
      {booking.status === 'pending' ? (
        <Notice kind="info" testId="pending-note">
          {t('success.pending', { shop: booking.shop.name })}
        </Notice>
      ) : (
        <Notice kind="success" testId="confirmed-note">
          {t('success.confirmed', { shop: booking.shop.name })}
        </Notice>
      )}
      <p className="hint" data-testid="confirmation-email">
        {booking.status === 'pending'
          ? t(booking.emailLater ? 'success.emailOnAnswer' : 'success.noEmailOnAnswer')
          : booking.emailSent
            ? t('success.emailSent')
            : t('success.noEmail')}
      </p>
      <BookingDetails booking={booking} />
      {changeable ? (
        <p className="hint" data-testid="change-until">
          {t('success.changeUntil', { date: formatDateTime(booking.changeableUntil, locale, zone) })}
        </p>
      ) : (
        <Notice kind="info" testId="change-by-phone">
          {t(phone ? 'success.closed' : 'success.closedNoPhone', { shop: booking.shop.name })}
        </Notice>
      )}
      <div className="link-actions">
        <a
          className="button button-secondary"
          data-testid="add-to-calendar"
          href={calendarPath(booking.manageToken, lang)}
          download="appointment.ics"
        >
          {t('success.addToCalendar')}
        </a>
        {!changeable && phone ? (
          <a className="button" data-testid="call-salon" href={`tel:${phone}`}>
            {t('success.call', { phone: shop.shop.phoneDisplay ?? phone })}
          </a>
        ) : null}
        <a
          className="button button-secondary"
          data-testid="manage-link"
          href={managePath(booking.shop.subdomain, booking.manageToken)}
          {...newTab}
        >
          {t(changeable ? 'success.manage' : 'success.viewBooking')}
        </a>
        <AccountLink className="button button-secondary" newTab={embedded} testId="success-my-appointments" />
        <button
          type="button"
          className="button"
          data-testid="book-another"
          onClick={() => dispatch({ type: 'restart' })}
        >
          {t('success.bookAnother')}
        </button>
      </div>
    </>
  );
}
