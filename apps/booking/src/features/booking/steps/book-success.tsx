import { Notice } from '@salon/web/react/notice';
import { AccountLink } from '../../../components/account-link.tsx';
import { BookingDetails } from '../../../components/booking-details.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n-context.tsx';
import { calendarPath, managePath } from '../../../lib/route.ts';
import type { StepProps } from '../step-props.ts';

/** Step 9: the booking, a calendar file and the link to change or cancel it. */
export function BookSuccess({ state, dispatch, embedded }: StepProps) {
  const { t, locale, lang } = useI18n();
  const booking = state.booking;
  if (!booking) return null;
  const zone = booking.shop.timeZone;
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
          ? t('success.emailOnAnswer')
          : booking.emailSent
            ? t('success.emailSent')
            : t('success.noEmail')}
      </p>
      <BookingDetails booking={booking} />
      <p className="hint">
        {t(
          Date.now() <= Date.parse(booking.changeableUntil) ? 'success.changeUntil' : 'manage.windowClosed',
          {
            date: formatDateTime(booking.changeableUntil, locale, zone),
          },
        )}
      </p>
      <div className="link-actions">
        <a
          className="button button-secondary"
          data-testid="add-to-calendar"
          href={calendarPath(booking.manageToken, lang)}
          download="appointment.ics"
        >
          {t('success.addToCalendar')}
        </a>
        <a
          className="button button-secondary"
          data-testid="manage-link"
          href={managePath(booking.shop.subdomain, booking.manageToken)}
          {...newTab}
        >
          {t('success.manage')}
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
