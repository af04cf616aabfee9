import type { AppointmentEvent } from './calendar-events.ts';
import { wallDateKey } from './shop-time.ts';

/** What the month view shows of one day: how many appointments, and whose (a dot a stylist). */
export interface DaySummary {
  count: number;
  /** Stylists with cards on the day, in order of first appearance, with their number of cards. */
  stylists: { id: string; count: number }[];
}

/**
 * The month view's days: an appointment counts once on the day it starts, however many
 * services (and stylists) it has; each stylist with a service in it gets a dot.
 */
export function monthSummary(events: readonly AppointmentEvent[]): ReadonlyMap<string, DaySummary> {
  const days = new Map<string, { appointments: Set<string>; stylists: Map<string, number> }>();
  for (const event of events) {
    const key = wallDateKey(event.start);
    let day = days.get(key);
    if (!day) {
      day = { appointments: new Set(), stylists: new Map() };
      days.set(key, day);
    }
    day.appointments.add(event.appointment.id);
    day.stylists.set(event.resourceId, (day.stylists.get(event.resourceId) ?? 0) + 1);
  }
  return new Map(
    [...days].map(([key, day]) => [
      key,
      { count: day.appointments.size, stylists: [...day.stylists].map(([id, count]) => ({ id, count })) },
    ]),
  );
}
