import { type AvailabilityResponse, type DayAvailability, isoInZone, planVisit } from '@salon/domain';
import type { LoadedAvailability } from './load-availability.ts';
import { anyoneOrder, priceOf } from './visit-rules.ts';

/** The visit with each stylist who can do all of it: how long from its start to its end, and its price. */
function offersOf(loaded: LoadedAvailability) {
  const { services } = loaded;
  const specs = loaded.request.services;
  return loaded.request.stylists
    .filter((stylist) => specs.every((spec) => spec.performers.some((p) => p.stylistId === stylist.id)))
    .map((stylist) => {
      const plan = planVisit(specs, 0, () => stylist.id);
      return {
        stylistId: stylist.id,
        minutes: Math.round((plan.at(-1)?.end ?? 0) / 60_000),
        price: {
          amount: services.reduce((sum, service) => sum + priceOf(service, stylist.id), 0),
          currency: loaded.currency,
        },
      };
    });
}

/**
 * The engine's days as the API gives them. With `anyone` (the customer asked for any stylist)
 * each time also says whom booking it gets, until when and for how much, as planBooking will.
 */
export function serializeAvailability(
  days: DayAvailability[],
  loaded: LoadedAvailability,
  anyone: boolean,
): AvailabilityResponse {
  const timeZone = loaded.request.timeZone;
  const offers = offersOf(loaded);
  const offerOf = new Map(offers.map((offer) => [offer.stylistId, offer]));
  const byService = new Map(loaded.services.map((service) => [service.id, service]));
  return {
    timeZone,
    offers,
    days: days.map((day) => ({
      date: day.date,
      slots: day.slots.map((slot) => {
        let assigned:
          | NonNullable<AvailabilityResponse['days'][number]['slots'][number]['anyone']>
          | undefined;
        if (anyone && slot.stylistIds.length > 0) {
          const first = anyoneOrder(slot.stylistIds, loaded.loadOn(day.date))[0] as string;
          const offer = offerOf.get(first);
          if (offer) {
            assigned = {
              stylistId: first,
              end: isoInZone(slot.start + offer.minutes * 60_000, timeZone),
              price: offer.price,
            };
          }
        } else if (anyone && slot.sequence?.length) {
          assigned = {
            stylistId: null,
            end: isoInZone(slot.sequence.at(-1)?.end ?? slot.start, timeZone),
            price: {
              amount: slot.sequence.reduce((sum, item) => {
                const service = byService.get(item.serviceId);
                return sum + (service ? priceOf(service, item.stylistId) : 0);
              }, 0),
              currency: loaded.currency,
            },
          };
        }
        return {
          start: isoInZone(slot.start, timeZone),
          stylistIds: slot.stylistIds,
          ...(slot.sequence
            ? {
                sequence: slot.sequence.map((item) => ({
                  serviceId: item.serviceId,
                  stylistId: item.stylistId,
                  start: isoInZone(item.start, timeZone),
                  end: isoInZone(item.end, timeZone),
                })),
              }
            : {}),
          ...(assigned ? { anyone: assigned } : {}),
        };
      }),
    })),
  };
}
