import { AppError, type ServiceResponse, type ServiceSpec } from '@salon/domain';

/** The engine's view of a service: who may perform it (among `eligible`) and for how long. */
export function specOf(service: ServiceResponse, eligible: ReadonlySet<string>): ServiceSpec {
  return {
    id: service.id,
    durationMinutes: service.durationMinutes,
    bufferBeforeMinutes: service.bufferBeforeMinutes,
    bufferAfterMinutes: service.bufferAfterMinutes,
    performers: service.stylists
      .filter((p) => eligible.has(p.stylistId))
      .map((p) =>
        p.durationMinutes
          ? { stylistId: p.stylistId, durationMinutes: p.durationMinutes }
          : { stylistId: p.stylistId },
      ),
  };
}

export interface AvailabilityScope {
  /** The public booking page: only what is bookable online, and the shop's notice and advance rules. */
  audience: 'public' | 'staff';
  /** An appointment being moved does not block its own new time. */
  excludeAppointmentId?: string | undefined;
}

/** What a stylist charges for a service: their own price, or the service's. */
export const priceOf = (service: ServiceResponse, stylistId: string) =>
  service.stylists.find((p) => p.stylistId === stylistId)?.priceAmount ?? service.price.amount;

/** Whom "any stylist" gets, in the order to try: the least busy that day first, then display order. */
export function anyoneOrder(stylistIds: readonly string[], load: ReadonlyMap<string, number>): string[] {
  const rank = new Map(stylistIds.map((id, i) => [id, i]));
  return [...stylistIds].sort(
    (a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0) || (rank.get(a) ?? 0) - (rank.get(b) ?? 0),
  );
}

export function chosenServices(
  all: ServiceResponse[],
  { ids, scope, field }: { ids: string[]; scope: AvailabilityScope; field: string },
) {
  const byId = new Map(all.map((s) => [s.id, s]));
  return ids.map((id, index) => {
    const service = byId.get(id);
    if (!service?.active || (scope.audience === 'public' && !service.bookableOnline)) {
      throw new AppError('ValidationError', 'A service cannot be booked', {
        details: [{ path: `${field}.${index}`, message: 'No such bookable service in this shop' }],
      });
    }
    return service;
  });
}
