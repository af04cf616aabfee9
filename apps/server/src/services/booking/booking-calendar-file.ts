import type { PublicBooking } from '@salon/domain';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { translator } from '../../i18n.ts';

/**
 * What a mailed calendar object asks of the customer's calendar (iTIP, RFC 5546): REQUEST files
 * or updates the visit, CANCEL takes it out. A downloaded file has none: it is imported as it is.
 */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarFileOptions {
  /** The booking's own page; null when none is to be linked. */
  manageUrl: string | null;
  address: string | null;
  locale: string | undefined;
  /** The visit's stored SEQUENCE: a calendar keeps the copy with the highest one. */
  sequence: number;
  /** When the file is written (DTSTAMP). */
  stamp: Date;
  /** Whether the customer may still change the visit online; else the description names the phone. */
  changeable: boolean;
  phone: string | null;
  /** Only for a mailed calendar object, with the salon as organizer and the customer as attendee. */
  invitation?: {
    method: CalendarMethod;
    organizer: { name: string; email: string };
    attendee: { name: string | null; email: string };
  };
}

/** The one UID of a visit in every file about it: a later file replaces the earlier one. */
export const calendarUid = (appointmentId: string) => `${appointmentId}@salon`;

const statusOf = (booking: PublicBooking, method: CalendarMethod | undefined): ICalEventStatus => {
  if (method === 'CANCEL') return ICalEventStatus.CANCELLED;
  switch (booking.status) {
    case 'cancelled':
    case 'declined':
      return ICalEventStatus.CANCELLED;
    case 'pending':
    case 'awaiting_payment':
      return ICalEventStatus.TENTATIVE;
    default:
      return ICalEventStatus.CONFIRMED;
  }
};

/**
 * The booking as an iCalendar object (RFC 5545), in the customer's language, with the salon's
 * address as its location (one line, as calendars show it). ical-generator folds lines at 75
 * octets without splitting a character, as the RFC asks.
 */
export function bookingCalendarFile(booking: PublicBooking, options: CalendarFileOptions): string {
  const t = translator(options.locale);
  const services = booking.items.map((i) => i.serviceName).join(', ');
  const stylists = [...new Set(booking.items.map((i) => i.stylistName))].join(', ');
  const location = options.address
    ?.split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  const method = options.invitation?.method;
  const status = statusOf(booking, method);
  const howToChange =
    status === ICalEventStatus.CANCELLED
      ? null
      : options.changeable && options.manageUrl
        ? t('calendarFile.manage', { url: options.manageUrl })
        : options.phone
          ? t('calendarFile.call', { shop: booking.shop.name, phone: options.phone })
          : null;
  const calendar = ical({
    prodId: { company: 'Salon', product: 'Booking', language: 'EN' },
    ...(method ? { method: ICalCalendarMethod[method] } : {}),
  });
  calendar.createEvent({
    id: calendarUid(booking.id),
    sequence: options.sequence,
    stamp: options.stamp,
    start: new Date(booking.start),
    end: new Date(booking.end),
    summary: t('calendarFile.summary', { services, shop: booking.shop.name }),
    description: [t('calendarFile.details', { services, stylists }), howToChange].filter(Boolean).join('\n'),
    ...(location ? { location } : {}),
    status,
    ...(options.manageUrl ? { url: options.manageUrl } : {}),
    ...(options.invitation
      ? {
          organizer: options.invitation.organizer,
          attendees: [
            {
              email: options.invitation.attendee.email,
              ...(options.invitation.attendee.name ? { name: options.invitation.attendee.name } : {}),
              role: ICalAttendeeRole.REQ,
              // The visit is agreed already: nothing for the customer to answer.
              status: ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            },
          ],
        }
      : {}),
  });
  return calendar.toString();
}
