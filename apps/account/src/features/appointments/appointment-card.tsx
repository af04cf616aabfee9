import type { CSSProperties } from 'react';
import type { Appointment } from '../../api/types.ts';
import { brandColor } from '../../lib/branding.ts';
import {
  differsFromBrowserZone,
  formatDateTime,
  formatPrice,
  formatVisit,
  formatZone,
} from '../../lib/format.ts';
import { useSalonI18n } from '../../lib/i18n-context.tsx';
import { pathOf, withReturn } from '../../lib/route.ts';
import { isActive as active, isChangeable } from './appointment-rules.ts';
import { SalonContact } from './salon-contact.tsx';

/** One visit: the salon in its colour, when (on the salon's clock), what, with whom, the price and what can be done. */
export function AppointmentCard({
  appointment,
  past,
  onCancel,
}: {
  appointment: Appointment;
  past: boolean;
  onCancel: (appointment: Appointment) => void;
}) {
  const { shop } = appointment;
  const { t, locale } = useSalonI18n(shop.country);
  const zone = shop.timeZone;
  const color = brandColor(shop.branding.color);
  const style = color ? ({ '--salon': color } as CSSProperties) : undefined;
  const stylists = [...new Set(appointment.items.map((item) => item.stylistName))];
  const changeable = isChangeable(appointment);
  const titleId = `appointment-${appointment.id}`;

  return (
    <article className="appointment card" style={style} aria-labelledby={titleId} data-testid="appointment">
      <header className="appointment-head">
        <h2 id={titleId} className="salon-name" data-testid="appointment-salon">
          {shop.name}
        </h2>
        <span className={`status status-${appointment.status}`} data-testid="appointment-status">
          {t(`status.${appointment.status}`)}
        </span>
      </header>
      <dl className="facts">
        <div>
          <dt>{t('appointments.when')}</dt>
          <dd data-testid="appointment-when">
            {formatVisit(appointment.start, appointment.end, locale, zone)}
            {differsFromBrowserZone(zone, appointment.start) ? (
              <small className="zone">
                {t('appointments.otherZone', { zone: formatZone(zone, locale) })}
              </small>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('appointments.services')}</dt>
          <dd data-testid="appointment-services">
            {appointment.items.map((item) => item.serviceName).join(', ')}
          </dd>
        </div>
        <div>
          <dt>{t('appointments.stylist')}</dt>
          <dd data-testid="appointment-stylist">{stylists.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('appointments.price')}</dt>
          <dd data-testid="appointment-price">
            {formatPrice(appointment.price.amount, appointment.price.currency, locale)}
            {appointment.pointsDiscount ? (
              <span className="points-used" data-testid="appointment-points-used">
                {t('appointments.pointsUsed', {
                  points: String(appointment.pointsDiscount.points),
                  amount: formatPrice(
                    appointment.pointsDiscount.amount.amount,
                    appointment.pointsDiscount.amount.currency,
                    locale,
                  ),
                })}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      {appointment.review ? (
        <p className="stars" data-testid="appointment-rating">
          <span aria-hidden="true">
            {'★'.repeat(appointment.review.rating)}
            <span className="stars-off">{'★'.repeat(5 - appointment.review.rating)}</span>
          </span>
          <span className="visually-hidden">
            {t('appointments.rated', { rating: appointment.review.rating })}
          </span>
        </p>
      ) : null}
      {!past && active(appointment) ? (
        changeable && appointment.changeableUntil ? (
          <p className="hint" data-testid="appointment-change-until">
            {t('appointments.changeUntil', {
              date: formatDateTime(appointment.changeableUntil, locale, zone),
            })}
          </p>
        ) : (
          <div className="hint" data-testid="appointment-no-change">
            <p>{t('appointments.noChange')}</p>
            <SalonContact shop={shop} />
          </div>
        )
      ) : null}
      <div className="card-actions">
        {!past && changeable ? (
          <>
            <a
              className="button"
              data-testid="appointment-reschedule"
              href={withReturn(appointment.manageUrl, pathOf('appointments'))}
            >
              {t('appointments.reschedule')}
            </a>
            <button
              type="button"
              className="button button-secondary"
              data-testid="appointment-cancel"
              onClick={() => onCancel(appointment)}
            >
              {t('appointments.cancel')}
            </button>
          </>
        ) : null}
        {!past && active(appointment) ? (
          <a
            className="button button-secondary"
            data-testid="appointment-calendar"
            href={appointment.calendarUrl}
            download="appointment.ics"
          >
            {t('appointments.addToCalendar')}
          </a>
        ) : null}
        {past && appointment.reviewUrl ? (
          <a className="button" data-testid="appointment-review" href={appointment.reviewUrl}>
            {appointment.review ? t('appointments.editReview') : t('appointments.review')}
          </a>
        ) : null}
        {past && appointment.bookAgainUrl ? (
          <a
            className="button button-secondary"
            data-testid="appointment-book-again"
            href={appointment.bookAgainUrl}
          >
            {t('appointments.bookAgain')}
          </a>
        ) : null}
      </div>
    </article>
  );
}
