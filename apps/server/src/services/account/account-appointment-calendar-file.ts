import type { ServiceContext } from '../../context.ts';
import { idLinkToken } from '../../infra/link-tokens.ts';
import { bookingCalendarFile } from '../booking/booking-calendar-file.ts';
import { changeableUntil } from '../booking/booking-of-manage-link.ts';
import { manageUrl } from '../notifications/email/mail-links.ts';
import { publicView } from '../public-booking/public-view.ts';
import { shopPhoneText } from '../shared/phone-field.ts';
import { accountAppointmentOf } from './account-appointment-of.ts';

/**
 * One of the account's visits as an iCalendar file, like the one mails attach: its link leads to
 * the visit's manage page, where the salon's free times are shown.
 */
export async function accountAppointmentCalendarFile(
  ctx: ServiceContext,
  {
    userId,
    appointmentId,
    origin,
    locale,
  }: { userId: string; appointmentId: string; origin: string; locale: string | undefined },
): Promise<string> {
  const { shop, appointment } = await accountAppointmentOf(ctx, userId, appointmentId);
  const booking = await publicView(ctx.db, shop, appointment.id);
  const manage = manageUrl(origin, shop.subdomain, idLinkToken(ctx.keys.tokens, 'manage', appointment.id));
  return bookingCalendarFile(booking, {
    manageUrl: manage,
    address: shop.address,
    phone: shopPhoneText(shop),
    locale,
    sequence: appointment.calendarSequence,
    stamp: ctx.now(),
    changeable: changeableUntil(ctx, shop, appointment) !== null,
  });
}
