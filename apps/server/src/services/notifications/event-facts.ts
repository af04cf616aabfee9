import {
  appointmentItems,
  appointments,
  asc,
  customers,
  type Executor,
  eq,
  shops,
  stylists,
} from '@salon/db';

/** What an in-app notification shows without another request. */
export interface NotificationData {
  customerName: string | null;
  start: string | null;
  timeZone: string;
  services: string[];
  stylists: string[];
  reason?: string | null;
  previousStart?: string | null;
}

/** The facts of an event's appointment the bell and the pushes name. */
export async function eventFacts(
  db: Executor,
  event: { shopId: string; appointmentId: string | null; data: unknown },
): Promise<{ data: NotificationData; source: string | null }> {
  const extra = (event.data ?? {}) as { reason?: string; previousStart?: string };
  const [shop] = await db.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, event.shopId));
  const timeZone = shop?.timeZone ?? 'UTC';
  const base = { reason: extra.reason ?? null, previousStart: extra.previousStart ?? null, timeZone };
  if (!event.appointmentId)
    return { data: { ...base, customerName: null, start: null, services: [], stylists: [] }, source: null };
  const [row] = await db
    .select({
      startsAt: appointments.startsAt,
      source: appointments.source,
      guestName: appointments.guestName,
      customerName: customers.name,
    })
    .from(appointments)
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .where(eq(appointments.id, event.appointmentId));
  const items = await db
    .select({ service: appointmentItems.serviceName, stylist: stylists.name })
    .from(appointmentItems)
    .innerJoin(stylists, eq(stylists.id, appointmentItems.stylistId))
    .where(eq(appointmentItems.appointmentId, event.appointmentId))
    .orderBy(asc(appointmentItems.position));
  return {
    data: {
      ...base,
      customerName: row?.customerName ?? row?.guestName ?? null,
      start: row?.startsAt.toISOString() ?? null,
      services: items.map((i) => i.service),
      stylists: [...new Set(items.map((i) => i.stylist))],
    },
    source: row?.source ?? null,
  };
}
