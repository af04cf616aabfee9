import type { ServiceContext } from '../../context.ts';
import { bookingCalendarFile } from '../booking/booking-calendar-file.ts';
import { bookingOfManageLink, changeableUntil } from '../booking/booking-of-manage-link.ts';
import { manageUrl } from '../notifications/email/mail-links.ts';
import { shopPhoneText } from '../shared/phone-field.ts';
import { publicView } from './public-view.ts';

/** The booking a manage link names as an iCalendar file, linking back to that page. */
export async function publicBookingCalendarFile(
  ctx: ServiceContext,
  { token, ip, origin, locale }: { token: string; ip: string; origin: string; locale: string | undefined },
): Promise<string> {
  const { appointment, shop } = await bookingOfManageLink(ctx, token, ip);
  const booking = await publicView(ctx.db, shop, appointment.id);
  return bookingCalendarFile(booking, {
    manageUrl: manageUrl(origin, shop.subdomain, token),
    address: shop.address,
    phone: shopPhoneText(shop),
    locale,
    sequence: appointment.calendarSequence,
    stamp: ctx.now(),
    changeable: changeableUntil(ctx, shop, appointment) !== null,
  });
}
