import type { ServiceResponse } from '@salon/domain';

/** What the "New" dialog adds to the calendar. */
export const entryKinds = ['appointment', 'walkIn', 'timeOff'] as const;
export type EntryKind = (typeof entryKinds)[number];

/** Where the dialog was opened: an empty slot clicked or dragged over, or the "New" button. */
export interface SlotSelection {
  /** Wall Dates (see shop-time.ts). */
  start: Date;
  end: Date;
  /** The column's stylist in the day view. */
  stylistId: string | null;
  /** Whole days, as the month view selects them. */
  allDay: boolean;
  /** Picked outside the stylist's working hours and added anyway: the form books with `override`. */
  override?: boolean;
}

const performer = (service: ServiceResponse, stylistId: string | null) =>
  stylistId ? service.stylists.find((p) => p.stylistId === stylistId) : undefined;

/** A stylist offers the services they are listed for; "Anyone" (null) offers every service. */
export const offers = (service: ServiceResponse, stylistId: string | null) =>
  stylistId === null || performer(service, stylistId) !== undefined;

/** The stylist's own length and price where they have one, else the service's. */
export const durationFor = (service: ServiceResponse, stylistId: string | null) =>
  performer(service, stylistId)?.durationMinutes ?? service.durationMinutes;

export const priceFor = (service: ServiceResponse, stylistId: string | null) =>
  performer(service, stylistId)?.priceAmount ?? service.price.amount;

/** Total length and price of a visit of `services` with `stylistId`, one service after the other. */
export function visitTotals(services: readonly ServiceResponse[], stylistId: string | null) {
  return {
    minutes: services.reduce((sum, s) => sum + durationFor(s, stylistId), 0),
    amount: services.reduce((sum, s) => sum + priceFor(s, stylistId), 0),
    currency: services[0]?.price.currency ?? 'EUR',
  };
}

interface FreeSlot {
  start: string;
  stylistIds?: string[];
  sequence?: { stylistId: string }[];
}

/**
 * The free times a SLOT_UNAVAILABLE answer carries (the day's availability), for `stylistId`
 * or anyone, the ones nearest to the asked time first, then in order of time.
 */
export function freeTimesFrom(details: unknown, stylistId: string | null, near: number, count = 8): string[] {
  const days = (details as { days?: { slots?: FreeSlot[] }[] } | null)?.days;
  if (!Array.isArray(days)) return [];
  const starts = days
    .flatMap((day) => (Array.isArray(day.slots) ? day.slots : []))
    .filter(
      (slot) =>
        typeof slot.start === 'string' &&
        (stylistId === null ||
          slot.stylistIds?.includes(stylistId) ||
          slot.sequence?.some((item) => item.stylistId === stylistId)),
    )
    .map((slot) => slot.start);
  return starts
    .sort((a, b) => Math.abs(Date.parse(a) - near) - Math.abs(Date.parse(b) - near))
    .slice(0, count)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
}

/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only on secure pages (HTTPS, localhost);
 * a salon's server on a plain-HTTP LAN address still gets a random key.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
