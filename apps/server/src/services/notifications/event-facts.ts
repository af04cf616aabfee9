import type { NotificationFacts } from './notification-facts.ts';

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
  facts: NotificationFacts,
  event: { shopId: string; appointmentId: string | null; data: unknown },
): Promise<{ data: NotificationData; source: string | null }> {
  const extra = (event.data ?? {}) as { reason?: string; previousStart?: string };
  const shop = await facts.shop(event.shopId);
  const timeZone = shop?.timeZone ?? 'UTC';
  const base = { reason: extra.reason ?? null, previousStart: extra.previousStart ?? null, timeZone };
  const found = event.appointmentId ? await facts.appointment(event.appointmentId) : undefined;
  if (!found)
    return { data: { ...base, customerName: null, start: null, services: [], stylists: [] }, source: null };
  const { appointment, customer, items } = found;
  return {
    data: {
      ...base,
      customerName: customer?.name ?? appointment.guestName ?? null,
      start: appointment.startsAt.toISOString(),
      services: items.map((i) => i.item.serviceName),
      stylists: [...new Set(items.map((i) => i.stylistName))],
    },
    source: appointment.source,
  };
}
