import { z } from 'zod';
import { locales } from '../locales.ts';
import { appointmentStatuses } from '../scheduling/vocabulary.ts';
import { BOOKING_NOTE_MAX } from '../text-limits.ts';
import { servicesList } from './appointments.ts';
import { availabilityQuery } from './availability.ts';
import { customerInput } from './customer-contact.ts';
import { publicReviews } from './reviews.ts';
import { instant, money } from './scalars.ts';
import { line, lines } from './text.ts';

export const subdomainParams = z.object({ subdomain: line().min(1).max(63) });
/** What a manage link's token looks like; anything else (a cut-off link) is `ManageLinkInvalid`. */
export const manageTokenPattern = /^[\w-]{20,100}$/;
// The shape is checked by the use case, so a malformed link gets its own code rather than a field error.
export const tokenParams = z.object({ token: line().max(500) });
/** `?preview=1`: staff of the shop see its page before it is published. */
export const publicShopQuery = z.object({ preview: z.enum(['1', 'true']).optional() });

/** The public contract of a shop's booking page: embedders depend on these names. */
export const publicShopResponse = z.object({
  shop: z.object({
    subdomain: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    /** The phone as the salon's own customers write it (national form in its country). */
    phoneDisplay: z.string().nullable(),
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
    /** The salon's weekly opening hours (ISO weekday, 1 = Monday; all seven, no intervals = closed). */
    openingHours: z.array(
      z.object({
        weekday: z.number().int().min(1).max(7),
        intervals: z.array(z.object({ start: z.string(), end: z.string() })),
      }),
    ),
  }),
  /** Present and true only for staff previewing a page that is not published: it takes no bookings. */
  preview: z.boolean().optional(),
  branding: z.object({ color: z.string().nullable(), logoUrl: z.string().nullable() }),
  /** The salon's reviews, present only when it chose to show them on its page. */
  reviews: publicReviews.optional(),
  categories: z.array(z.object({ id: z.uuid(), name: z.string(), description: z.string().nullable() })),
  services: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      description: z.string().nullable(),
      categoryId: z.uuid().nullable(),
      durationMinutes: z.number().int(),
      price: money,
      /** What is paid online when booking it at its base price (deposit or prepayment); null when paid at the salon. */
      depositAmount: z.number().int().nullable(),
      stylistIds: z.array(z.uuid()),
      /** What each bookable stylist takes and charges for it: their own, or the service's. */
      stylists: z.array(
        z.object({
          stylistId: z.uuid(),
          durationMinutes: z.number().int(),
          price: money,
          /** What is paid online when booking it with them (minor units); 0 when paid at the salon. */
          amountDue: z.number().int(),
        }),
      ),
    }),
  ),
  stylists: z.array(z.object({ id: z.uuid(), name: z.string(), color: z.string(), colorLight: z.string() })),
  payment: z.object({
    /** Present only when the salon takes payments online (its Stripe keys are set). */
    online: z.object({ publishableKey: z.string(), scriptUrl: z.string() }).nullable(),
    /**
     * The salon keeps a card for its no-show fee: the customer agrees to the terms (the booking
     * sends `cardOnFileConsent`) and confirms a card with Stripe after booking.
     */
    cardOnFile: z.boolean(),
    /** The salon's cancellation terms, shown before booking. */
    cancellation: z.object({
      freeCancellationHours: z.number().int(),
      lateCancelPercent: z.number().int(),
      noShowPercent: z.number().int(),
    }),
  }),
});

export const publicAvailabilityQuery = availabilityQuery;

export const publicBookingRequest = z.object({
  services: servicesList,
  start: instant,
  stylist: z.union([z.uuid(), z.literal('any')]),
  /**
   * Who is coming. A guest gives name, e-mail and phone. A signed-in customer books as themselves
   * (the account's e-mail) and sends the name and phone the salon should keep; either may be left
   * out when the salon's record or the account has it already. A booking whose customer would
   * lack a name or a phone is refused, naming `body.customer.name` or `body.customer.phone`.
   */
  customer: z
    .object({
      name: customerInput.shape.name.optional(),
      email: customerInput.shape.email.optional(),
      phone: customerInput.shape.phone.optional(),
    })
    .optional(),
  note: lines().trim().max(BOOKING_NOTE_MAX).optional(),
  /**
   * The name of the shop's booking link (`/b/:alias`) the page was opened through. The server looks
   * it up among the shop's links and records it: only the shop's Google link counts the booking as
   * from Google; an unknown name is ignored and the booking counts as from the booking page.
   */
  link: line().max(100).optional(),
  /** The language the booking page showed: mails to the customer are written in it. */
  locale: z.enum(locales).optional(),
  /**
   * Loyalty points the signed-in customer takes off this visit's price, redeemed with the booking
   * (nothing is booked when the balance does not cover them).
   */
  redeemPoints: z
    .number({ message: 'Must be a number' })
    .int({ message: 'Must be a whole number' })
    .min(1, { message: 'Must be at least 1' })
    .max(1_000_000, { message: 'Must be at most 1000000' })
    .optional(),
  /**
   * The customer agreed that the salon keeps their card and may charge its no-show and late
   * cancellation fees to it; needed when the salon asks for a card on file.
   */
  cardOnFileConsent: z.literal(true, { message: 'Must be true' }).optional(),
});

/**
 * What the salon knows of the signed-in customer for a booking (its record of them, else the
 * account): the booking page asks for what is null. `contact` is null for a visitor.
 */
export const publicMyContactResponse = z.object({
  contact: z
    .object({
      email: z.string(),
      /** Null when none was ever given (an account made by e-mail code has none). */
      name: z.string().nullable(),
      /** E.164; null when neither the salon nor the account has one. */
      phone: z.string().nullable(),
    })
    .nullable(),
});
export type PublicMyContactResponse = z.output<typeof publicMyContactResponse>;

export const publicBooking = z.object({
  id: z.uuid(),
  status: z.enum(appointmentStatuses),
  start: instant,
  end: instant,
  price: money,
  /** Loyalty points redeemed on the visit and what they take off its price; null when none. */
  pointsDiscount: z.object({ points: z.number().int(), amount: money }).nullable(),
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

export const publicBookingCreated = z.object({
  booking: publicBooking.extend({ manageToken: z.string() }),
  /**
   * The online payment the booking waits for (status `awaiting_payment`): the browser confirms it
   * with Stripe.js; the booking is confirmed once Stripe tells the server. Null when nothing is due.
   */
  payment: z
    .object({
      clientSecret: z.string(),
      publishableKey: z.string(),
      scriptUrl: z.string(),
      amount: money,
      /** Until when the time is held for the payment. */
      heldUntil: instant,
    })
    .nullable(),
  /**
   * The card the salon keeps for its no-show fee, confirmed by the browser with Stripe.js
   * (`confirmSetup`); null when the salon asks for none.
   */
  cardSetup: z
    .object({ clientSecret: z.string(), publishableKey: z.string(), scriptUrl: z.string() })
    .nullable()
    .default(null),
  /**
   * Whether a confirmation e-mail is on its way: a mail server is configured, the customer has an
   * address, and the booking is confirmed (so its confirmation was queued).
   */
  emailSent: z.boolean(),
  /**
   * Whether the customer will be e-mailed once the booking waiting for the salon's answer or the
   * payment is confirmed or declined: a mail server is configured and the customer has an address.
   */
  emailLater: z.boolean(),
});
export const publicBookingResponse = z.object({ booking: publicBooking });
export const rescheduleRequest = z.object({
  start: instant,
  stylist: z.union([z.uuid(), z.literal('any')]).optional(),
});

export type PublicShopResponse = z.output<typeof publicShopResponse>;
export type PublicBookingRequest = z.output<typeof publicBookingRequest>;
/** What a client sends to book (defaults not yet applied). */
export type PublicBookingBody = z.input<typeof publicBookingRequest>;
/** The answer to a booking: the booking with its manage token, what is due now and what mails follow. */
export type PublicBookingCreated = z.output<typeof publicBookingCreated>;
export type PublicBooking = z.output<typeof publicBooking>;
