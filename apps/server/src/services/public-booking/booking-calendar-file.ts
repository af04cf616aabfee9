import type { PublicBooking } from '@salon/domain';
import { AppError } from '@salon/domain';
import { createEvent } from 'ics';

/** The booking as an iCalendar event, for "Add to calendar". */
export function bookingCalendarFile(booking: PublicBooking, manageUrl: string | null): string {
  const services = booking.items.map((i) => i.serviceName).join(', ');
  const stylists = [...new Set(booking.items.map((i) => i.stylistName))].join(', ');
  const { error, value } = createEvent({
    uid: `${booking.id}@salon`,
    title: `${services} – ${booking.shop.name}`,
    description: [`${services} with ${stylists}`, manageUrl ? `Change or cancel: ${manageUrl}` : null]
      .filter(Boolean)
      .join('\n'),
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
