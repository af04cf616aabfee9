import type { ShopRow } from '@salon/db';
import {
  AppError,
  computeAvailability,
  dateOfInstant,
  planVisit,
  type ServiceResponse,
  type VisitItem,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { loadAvailability } from '../availability/load-availability.ts';
import { serializeAvailability } from '../availability/serialize-availability.ts';
import { type AvailabilityScope, anyoneOrder, chosenServices, specOf } from '../availability/visit-rules.ts';
import { loadServices } from '../catalog/service-records.ts';
import { findStylist } from '../team/stylist-records.ts';

export interface PlanRequest {
  shop: ShopRow;
  serviceIds: string[];
  start: number;
  /** A stylist id, or `any`. */
  stylist: string;
  scope: AvailabilityScope;
  /** Staff only: skip working hours and blocked time; overlapping appointments stay impossible. */
  override?: boolean;
  /** Where the request's fields are, for error details (`body` or `query`). */
  field: string;
}

export interface Plans {
  services: ServiceResponse[];
  /** Ways to serve the visit, best first: one per candidate stylist for "Anyone". */
  plans: VisitItem[][];
  anyStylist: boolean;
}

/** The 409 a customer gets when the time is gone, with the day's fresh times to choose from. */
export async function slotUnavailable(ctx: ServiceContext, request: PlanRequest): Promise<AppError> {
  const date = dateOfInstant(request.shop.timeZone, request.start);
  let details: unknown;
  try {
    const loaded = await loadAvailability(ctx.db, {
      shop: request.shop,
      input: {
        serviceIds: request.serviceIds,
        from: date,
        to: date,
        stylistId: request.stylist === 'any' ? null : request.stylist,
        now: ctx.now().getTime(),
      },
      scope: request.scope,
      field: `${request.field}.services`,
    });
    details = serializeAvailability(computeAvailability(loaded.request), loaded, request.stylist === 'any');
  } catch {
    details = undefined;
  }
  return new AppError('SLOT_UNAVAILABLE', 'That time is no longer available', { details });
}

/** Who could serve the visit at exactly `start`, in the order to try them. */
export async function planBooking(ctx: ServiceContext, request: PlanRequest): Promise<Plans> {
  const { shop, start } = request;
  const anyStylist = request.stylist === 'any';

  if (request.override) {
    if (anyStylist) {
      throw new AppError('ValidationError', 'Choose a stylist to book outside the hours', {
        details: [{ path: `${request.field}.stylist`, message: 'A stylist is needed with override' }],
      });
    }
    await findStylist(ctx.db, shop.id, request.stylist);
    const services = chosenServices(await loadServices(ctx.db, shop.id), {
      ids: request.serviceIds,
      scope: request.scope,
      field: `${request.field}.services`,
    });
    const specs = services.map((s) => specOf(s, new Set([request.stylist])));
    return { services, anyStylist, plans: [planVisit(specs, start, () => request.stylist)] };
  }

  const date = dateOfInstant(shop.timeZone, start);
  const loaded = await loadAvailability(ctx.db, {
    shop,
    input: {
      serviceIds: request.serviceIds,
      from: date,
      to: date,
      stylistId: anyStylist ? null : request.stylist,
      now: ctx.now().getTime(),
    },
    scope: request.scope,
    field: `${request.field}.services`,
  });
  const [day] = computeAvailability(loaded.request);
  const slot = day?.slots.find((s) => s.start === start);
  if (!slot) throw await slotUnavailable(ctx, request);

  const specs = loaded.request.services;
  if (slot.stylistIds.length > 0) {
    // The same order the availability showed "any" customers, so they get whom they were shown.
    const order = anyStylist ? anyoneOrder(slot.stylistIds, loaded.loadOn(date)) : slot.stylistIds;
    return {
      services: loaded.services,
      anyStylist,
      plans: order.map((id) => planVisit(specs, start, () => id)),
    };
  }
  return { services: loaded.services, anyStylist, plans: slot.sequence ? [slot.sequence] : [] };
}
