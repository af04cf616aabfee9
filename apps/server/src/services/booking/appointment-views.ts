import {
  and,
  appointmentHistory,
  appointmentItems,
  appointments,
  asc,
  customers,
  type Executor,
  eq,
  inArray,
  type ShopRow,
  type SQL,
  shopAliases,
  users,
} from '@salon/db';
import {
  AppError,
  type AppointmentLabel,
  type AppointmentResponse,
  type AppointmentSource,
  type AppointmentStatus,
  isoInZone,
} from '@salon/domain';
import type { AliasKind } from '../booking-links/alias-view.ts';

/** Appointments as the API shows them, with their items and customer, in the shop's time zone. */
export async function loadAppointmentViews(
  db: Executor,
  shop: ShopRow,
  where: SQL | undefined,
): Promise<AppointmentResponse[]> {
  const rows = await db
    .select({
      appointment: appointments,
      customer: customers,
      link: { id: shopAliases.id, alias: shopAliases.alias, kind: shopAliases.kind },
    })
    .from(appointments)
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(shopAliases, eq(shopAliases.id, appointments.aliasId))
    .where(and(eq(appointments.shopId, shop.id), where))
    .orderBy(asc(appointments.startsAt));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(appointmentItems)
    .where(
      inArray(
        appointmentItems.appointmentId,
        rows.map((r) => r.appointment.id),
      ),
    )
    .orderBy(asc(appointmentItems.position));
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
  loadAppointmentViews(db, shop, inArray(appointments.id, ids));

export async function appointmentView(db: Executor, shop: ShopRow, id: string): Promise<AppointmentResponse> {
  const [view] = await loadAppointmentViews(db, shop, eq(appointments.id, id));
  if (!view) throw new AppError('NotFound', 'No such appointment');
  return view;
}

export async function historyOf(db: Executor, shop: ShopRow, id: string) {
  const rows = await db
    .select({ entry: appointmentHistory, actorName: users.name })
    .from(appointmentHistory)
    .leftJoin(users, eq(users.id, appointmentHistory.actorUserId))
    .where(and(eq(appointmentHistory.appointmentId, id), eq(appointmentHistory.shopId, shop.id)))
    .orderBy(asc(appointmentHistory.at));
  return rows.map(({ entry, actorName }) => ({
    at: isoInZone(entry.at, shop.timeZone),
    action: entry.action,
    actorKind: entry.actorKind as 'staff' | 'customer' | 'system',
    actorName: actorName ?? null,
    changes: entry.changes,
  }));
}
