import { z } from 'zod';
import { appointmentStatuses } from '../scheduling/vocabulary.ts';
import { servicesList } from './appointments.ts';
import { availabilityQuery } from './availability.ts';
import { customerInput } from './customer-contact.ts';
import { instant, money } from './scalars.ts';

export const subdomainParams = z.object({ subdomain: z.string().min(1).max(63) });
export const tokenParams = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, { message: 'Not a booking link' }),
});

/** The public contract of a shop's booking page: embedders depend on these names. */
export const publicShopResponse = z.object({
  shop: z.object({
    subdomain: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    timeZone: z.string(),
    locale: z.string(),
    /** ISO country ("DE"): a local phone number typed on the page is read as one of it. */
    country: z.string(),
    currency: z.string(),
    slotStepMinutes: z.number().int(),
    minNoticeMinutes: z.number().int(),
    maxAdvanceDays: z.number().int(),
    changeWindowMinutes: z.number().int(),
    requiresApproval: z.boolean(),
    allowGuests: z.boolean(),
  }),
  branding: z.object({ color: z.string().nullable(), logoUrl: z.string().nullable() }),
  categories: z.array(z.object({ id: z.uuid(), name: z.string(), description: z.string().nullable() })),
  services: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      description: z.string().nullable(),
      categoryId: z.uuid().nullable(),
      durationMinutes: z.number().int(),
      price: money,
      depositAmount: z.number().int().nullable(),
      stylistIds: z.array(z.uuid()),
      /** What each bookable stylist takes and charges for it: their own, or the service's. */
      stylists: z.array(z.object({ stylistId: z.uuid(), durationMinutes: z.number().int(), price: money })),
    }),
  ),
  stylists: z.array(z.object({ id: z.uuid(), name: z.string(), color: z.string(), colorLight: z.string() })),
});

export const publicAvailabilityQuery = availabilityQuery;

export const publicBookingRequest = z.object({
  services: servicesList,
  start: instant,
  stylist: z.union([z.uuid(), z.literal('any')]),
  /** Guests only; a signed-in customer books as themselves. */
  customer: customerInput.optional(),
  note: z.string().trim().max(1000).optional(),
  /** `google` when the booking came through the shop's Google link. */
  source: z.enum(['online', 'google']).default('online'),
});

export const publicBooking = z.object({
  id: z.uuid(),
  status: z.enum(appointmentStatuses),
  start: instant,
  end: instant,
  price: money,
  depositAmount: z.number().int().nullable(),
  items: z.array(
    z.object({
      serviceId: z.uuid().nullable(),
      serviceName: z.string(),
      stylistId: z.uuid(),
      stylistName: z.string(),
      start: instant,
      end: instant,
    }),
  ),
  shop: z.object({ subdomain: z.string(), name: z.string(), timeZone: z.string() }),
  /** Until when the customer may still reschedule or cancel. */
  changeableUntil: instant,
  note: z.string().nullable(),
});

export const publicBookingCreated = z.object({ booking: publicBooking.extend({ manageToken: z.string() }) });
export const publicBookingResponse = z.object({ booking: publicBooking });
export const rescheduleRequest = z.object({
  start: instant,
  stylist: z.union([z.uuid(), z.literal('any')]).optional(),
});

export type PublicShopResponse = z.output<typeof publicShopResponse>;
export type PublicBookingRequest = z.output<typeof publicBookingRequest>;
export type PublicBooking = z.output<typeof publicBooking>;
