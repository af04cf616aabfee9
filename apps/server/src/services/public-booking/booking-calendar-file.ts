import type { PublicBooking } from '@salon/domain';
import { AppError } from '@salon/domain';
import { createEvent } from 'ics';
import { translator } from '../../i18n.ts';

/**
 * The booking as an iCalendar event, for "Add to calendar": in the customer's language, with the
 * salon's address as its location (one line, as calendars show it).
 */
export function bookingCalendarFile(
  booking: PublicBooking,
  {
    manageUrl,
    address,
    locale,
  }: { manageUrl: string | null; address: string | null; locale: string | undefined },
): string {
  const t = translator(locale);
  const services = booking.items.map((i) => i.serviceName).join(', ');
  const stylists = [...new Set(booking.items.map((i) => i.stylistName))].join(', ');
  const location = address
    ?.split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  const { error, value } = createEvent({
    uid: `${booking.id}@salon`,
    title: t('calendarFile.summary', { services, shop: booking.shop.name }),
    description: [
      t('calendarFile.details', { services, stylists }),
      manageUrl ? t('calendarFile.manage', { url: manageUrl }) : null,
    ]
      .filter(Boolean)
      .join('\n'),
    ...(location ? { location } : {}),
    start: Date.parse(booking.start),
    end: Date.parse(booking.end),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    status:
      booking.status === 'cancelled' ? 'CANCELLED' : booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    ...(manageUrl ? { url: manageUrl } : {}),
    productId: 'salon/booking',
  });
  if (error || !value) throw new AppError('InternalError', 'Could not write the calendar file');
  return value;
}
