import type { AppointmentRow, ShopRow } from '@salon/db';
import { type AccountAppointment, reviewEditableUntil } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { idLinkToken } from '../../infra/link-tokens.ts';
import { itemsWithStylists } from '../../repositories/appointments.ts';
import { onlineBookableServiceIds, onlinePerformersOfServices } from '../../repositories/catalog.ts';
import { entriesOfVisits } from '../../repositories/loyalty.ts';
import { reviewsOfVisits } from '../../repositories/reviews.ts';
import { changeableUntil } from '../booking/booking-of-manage-link.ts';
import { toPublicBooking } from '../booking/booking-view.ts';
import { standingRedemptions } from '../loyalty/loyalty-ledger.ts';
import { bookingPageUrl, manageUrl, reviewUrl } from '../notifications/email/mail-links.ts';
import { accountShopView } from './account-customers.ts';

export interface AccountVisit {
  appointment: AppointmentRow;
  shop: ShopRow;
}

/** The account's own calendar file of a visit (served on this origin, like the other links). */
export const accountCalendarPath = (appointmentId: string) =>
  `/api/me/account/appointments/${appointmentId}/calendar.ics`;

/**
 * Which of the visits' services can still be booked online, and by which stylists: the services
 * the salon's page offers (active, bookable online, with a stylist who takes bookings) and the
 * stylists who take bookings for each.
 */
async function onlineCatalogOf(ctx: ServiceContext, serviceIds: string[]) {
  if (serviceIds.length === 0) return { bookable: new Set<string>(), performers: new Set<string>() };
  const [offered, performing] = await Promise.all([
    onlineBookableServiceIds(ctx.db, serviceIds),
    onlinePerformersOfServices(ctx.db, serviceIds),
  ]);
  const performers = new Set(performing.map((p) => `${p.serviceId}:${p.stylistId}`));
  const staffed = new Set(performing.map((p) => p.serviceId));
  return { bookable: new Set(offered.filter((id) => staffed.has(id))), performers };
}

/**
 * The salon's page with the visit's services chosen again, and its stylist when the customer had
 * chosen one who still does them all; null when a service is gone or no longer booked online.
 */
function bookAgainUrlOf(
  visit: AccountVisit,
  items: { serviceId: string | null; stylistId: string }[],
  catalog: Awaited<ReturnType<typeof onlineCatalogOf>>,
): string | null {
  if (!visit.shop.liveAt || items.length === 0) return null;
  const serviceIds = items.map((i) => i.serviceId);
  if (serviceIds.some((id) => !id || !catalog.bookable.has(id))) return null;
  const chosen = [...new Set(items.map((i) => i.stylistId))];
  const only = !visit.appointment.anyStylist && chosen.length === 1 ? chosen[0] : undefined;
  const stylist = only && serviceIds.every((id) => catalog.performers.has(`${id}:${only}`)) ? only : 'any';
  // Ids need no escaping; the commas stay readable.
  return `${bookingPageUrl('', visit.shop.subdomain)}?services=${serviceIds.join(',')}&stylist=${stylist}`;
}

/** Visits as the customer site shows them, with their links, in the order given. */
export async function accountAppointmentViews(
  ctx: ServiceContext,
  visits: AccountVisit[],
): Promise<AccountAppointment[]> {
  if (visits.length === 0) return [];
  const ids = visits.map((v) => v.appointment.id);
  const [items, reviewRows, ledgerRows] = await Promise.all([
    itemsWithStylists(ctx.db, ids),
    reviewsOfVisits(ctx.db, ids),
    entriesOfVisits(ctx.db, ids),
  ]);
  const serviceIds = [...new Set(items.map((i) => i.item.serviceId).filter((id): id is string => !!id))];
  const catalog = await onlineCatalogOf(ctx, serviceIds);
  const reviewOf = new Map(reviewRows.map((r) => [r.appointmentId, r]));
  const now = ctx.now().getTime();
  return visits.map((visit) => {
    const { appointment, shop } = visit;
    const own = items.filter((i) => i.item.appointmentId === appointment.id);
    const booking = toPublicBooking(
      shop,
      appointment,
      own,
      standingRedemptions(
        ledgerRows.filter((e) => e.appointmentId === appointment.id),
        appointment.id,
      ),
    );
    const review = reviewOf.get(appointment.id) ?? null;
    // The review link names the visit's customer; it opens while a review can be left or changed.
    const reviewer =
      appointment.status === 'completed' &&
      (!review || now <= reviewEditableUntil(review.createdAt).getTime())
        ? appointment.customerId
        : null;
    return {
      id: booking.id,
      shop: accountShopView(shop),
      status: booking.status,
      start: booking.start,
      end: booking.end,
      price: booking.price,
      pointsDiscount: booking.pointsDiscount,
      items: booking.items,
      note: booking.note,
      changeableUntil: changeableUntil(ctx, shop, appointment),
      manageUrl: manageUrl('', shop.subdomain, idLinkToken(ctx.keys.tokens, 'manage', appointment.id)),
      calendarUrl: accountCalendarPath(appointment.id),
      bookAgainUrl: bookAgainUrlOf(
        visit,
        own.map((i) => i.item),
        catalog,
      ),
      reviewUrl: reviewer
        ? reviewUrl('', shop.subdomain, idLinkToken(ctx.keys.tokens, 'review', appointment.id, reviewer))
        : null,
      review: review ? { rating: review.rating, comment: review.comment } : null,
    };
  });
}
