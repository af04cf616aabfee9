import type { Booking } from '../api/types.ts';
import { formatDate, formatPrice, formatTimeRange } from '../lib/format.ts';
import { useI18n } from '../lib/i18n-context.tsx';

/** A booking as the server knows it: when, what, with whom, and what it costs (less any points redeemed). */
export function BookingDetails({ booking }: { booking: Booking }) {
  const { t, locale } = useI18n();
  const zone = booking.shop.timeZone;
  const stylists = [...new Set(booking.items.map((i) => i.stylistName))];
  return (
    <dl className="details" data-testid="booking-details">
      <div>
        <dt>{t('summary.date')}</dt>
        <dd data-testid="booking-date">{formatDate(booking.start, locale, zone)}</dd>
      </div>
      <div>
        <dt>{t('summary.time')}</dt>
        <dd data-testid="booking-time">{formatTimeRange(booking.start, booking.end, locale, zone)}</dd>
      </div>
      <div>
        <dt>{t('summary.services')}</dt>
        <dd>
          <ul className="plain-list" data-testid="booking-services">
            {booking.items.map((item) => (
              <li key={`${item.serviceName}-${item.start}`}>{item.serviceName}</li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{t('summary.stylist', { count: stylists.length })}</dt>
        <dd data-testid="booking-stylist">{stylists.join(', ')}</dd>
      </div>
      <div>
        <dt>{t('summary.price')}</dt>
        <dd data-testid="booking-price">
          {formatPrice(booking.price.amount, booking.price.currency, locale)}
        </dd>
      </div>
      {booking.pointsDiscount ? (
        <>
          <div>
            <dt>{t('summary.points')}</dt>
            <dd data-testid="booking-points">
              −
              {formatPrice(
                booking.pointsDiscount.amount.amount,
                booking.pointsDiscount.amount.currency,
                locale,
              )}
            </dd>
          </div>
          <div>
            <dt>{t('summary.toPay')}</dt>
            <dd data-testid="booking-to-pay">
              {formatPrice(
                booking.price.amount - booking.pointsDiscount.amount.amount,
                booking.price.currency,
                locale,
              )}
            </dd>
          </div>
        </>
      ) : null}
      {booking.depositAmount ? (
        <div>
          <dt>{t('summary.deposit')}</dt>
          <dd data-testid="booking-deposit">
            {formatPrice(booking.depositAmount, booking.price.currency, locale)}
          </dd>
        </div>
      ) : null}
      {booking.note ? (
        <div>
          <dt>{t('summary.note')}</dt>
          <dd>{booking.note}</dd>
        </div>
      ) : null}
    </dl>
  );
}
