import type { AppointmentRow, ShopRow } from '@salon/db';
import { type AppointmentStatus, isoInZone, type PublicBooking } from '@salon/domain';
import type { AppointmentItemRow } from '../../repositories/appointments.ts';

type ItemRow = AppointmentItemRow;

/**
 * A booking as its customer sees it, from its rows: on the shop's clock, with its stylists' names
 * and the points redeemed on it (`redeemed`, from its ledger entries).
 */
export function toPublicBooking(
  shop: ShopRow,
  a: AppointmentRow,
  items: { item: ItemRow; stylistName: string }[],
  redeemed: { points: number; amount: number },
): PublicBooking {
  const zone = shop.timeZone;
  return {
    id: a.id,
    status: a.status as AppointmentStatus,
    start: isoInZone(a.startsAt, zone),
    end: isoInZone(a.endsAt, zone),
    price: { amount: a.priceAmount, currency: a.currency },
    pointsDiscount:
      redeemed.points > 0
        ? { points: redeemed.points, amount: { amount: redeemed.amount, currency: a.currency } }
        : null,
    depositAmount: a.depositAmount,
    items: items.map(({ item, stylistName }) => ({
      serviceId: item.serviceId,
      serviceName: item.serviceName,
      stylistId: item.stylistId,
      stylistName,
      start: isoInZone(item.startsAt, zone),
      end: isoInZone(item.endsAt, zone),
    })),
    shop: { subdomain: shop.subdomain, name: shop.name, timeZone: zone },
    changeableUntil: isoInZone(a.startsAt.getTime() - shop.changeWindowMinutes * 60_000, zone),
    note: a.note,
  };
}
