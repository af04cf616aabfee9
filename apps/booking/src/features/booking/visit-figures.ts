import type { Service, Slot } from '../../api/types.ts';

export interface VisitFigures {
  end: string;
  price: { amount: number; currency: string };
  /** Who does each chosen service, where known: their price is shown beside it. */
  stylistOf: (serviceId: string) => string | null;
}

/**
 * When the visit ends and what it costs as the server will book it: with the chosen stylist at
 * their own duration and price, with "any" as the server said it assigns that time. Null when
 * the server did not say (then nothing is shown rather than a guess).
 */
export function visitFigures(slot: Slot, provider: string): VisitFigures | null {
  if (provider === 'any') {
    const anyone = slot.anyone;
    if (!anyone) return null;
    const sequence = slot.sequence;
    return {
      end: anyone.end,
      price: anyone.price,
      stylistOf: (id) =>
        anyone.stylistId ?? sequence?.find((item) => item.serviceId === id)?.stylistId ?? null,
    };
  }
  const offer = slot.offers?.find((o) => o.stylistId === provider);
  if (!offer) return null;
  return {
    end: new Date(Date.parse(slot.start) + offer.minutes * 60_000).toISOString(),
    price: offer.price,
    stylistOf: () => provider,
  };
}

/** A service's price with a stylist: their own, or the menu's. */
export const servicePrice = (service: Service, stylistId: string | null) =>
  service.stylists?.find((s) => s.stylistId === stylistId)?.price ?? service.price;
