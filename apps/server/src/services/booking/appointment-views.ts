import type { Executor, ShopRow } from '@salon/db';
import {
  AppError,
  type AppointmentLabel,
  type AppointmentResponse,
  type AppointmentSource,
  type AppointmentStatus,
  isoInZone,
} from '@salon/domain';
import {
  historyOfVisit,
  itemsOfVisits,
  type VisitFilter,
  visitsWithCustomer,
} from '../../repositories/appointments.ts';
import type { AliasKind } from '../booking-links/alias-view.ts';

/** Appointments as the API shows them, with their items and customer, in the shop's time zone. */
export async function loadAppointmentViews(
  db: Executor,
  shop: ShopRow,
  filter: VisitFilter,
): Promise<AppointmentResponse[]> {
  const rows = await visitsWithCustomer(db, shop.id, filter);
  if (rows.length === 0) return [];
  const items = await itemsOfVisits(
    db,
    rows.map((r) => r.appointment.id),
  );
  const byAppointment = new Map<string, (typeof items)[number][]>();
  for (const item of items)
    byAppointment.set(item.appointmentId, [...(byAppointment.get(item.appointmentId) ?? []), item]);

  const zone = shop.timeZone;
  return rows.map(({ appointment: a, customer: c, link }) => ({
    id: a.id,
    status: a.status as AppointmentStatus,
    label: a.label as AppointmentLabel,
    customLabel: a.customLabel,
    source: a.source as AppointmentSource,
    link: link ? { id: link.id, alias: link.alias, kind: link.kind as AliasKind } : null,
    anyStylist: a.anyStylist,
    start: isoInZone(a.startsAt, zone),
    end: isoInZone(a.endsAt, zone),
    price: { amount: a.priceAmount, currency: a.currency },
    depositAmount: a.depositAmount,
    note: a.note,
    customer: c ? { id: c.id, name: c.name, email: c.email, phone: c.phone } : null,
    guest: a.guestName ? { name: a.guestName, email: a.guestEmail, phone: a.guestPhone } : null,
    items: (byAppointment.get(a.id) ?? []).map((item) => ({
      serviceId: item.serviceId,
      serviceName: item.serviceName,
      stylistId: item.stylistId,
      start: isoInZone(item.startsAt, zone),
      end: isoInZone(item.endsAt, zone),
      price: { amount: item.priceAmount, currency: a.currency },
    })),
    createdAt: isoInZone(a.createdAt, zone),
  }));
}

/** The views of these visits (in no particular order). */
export const appointmentViewsOf = (db: Executor, shop: ShopRow, ids: string[]) =>
  loadAppointmentViews(db, shop, { ids });

export async function appointmentView(db: Executor, shop: ShopRow, id: string): Promise<AppointmentResponse> {
  const [view] = await loadAppointmentViews(db, shop, { ids: [id] });
  if (!view) throw new AppError('NotFound', 'No such appointment');
  return view;
}

export async function historyOf(db: Executor, shop: ShopRow, id: string) {
  const rows = await historyOfVisit(db, shop.id, id);
  return rows.map(({ entry, actorName }) => ({
    at: isoInZone(entry.at, shop.timeZone),
    action: entry.action,
    actorKind: entry.actorKind as 'staff' | 'customer' | 'system',
    actorName: actorName ?? null,
    changes: entry.changes,
  }));
}
