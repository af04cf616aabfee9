import type {
  AvailabilityResponse,
  MeResponse,
  PublicBooking,
  PublicBookingCreated,
  PublicShopResponse,
} from '@salon/domain/contracts';

// Types only, all from the contracts: the widget never loads the domain's zod schemas.
export type Branding = PublicShopResponse['branding'];
export type PublicShop = PublicShopResponse;
export type ShopRules = PublicShop['shop'];
export type Service = PublicShop['services'][number];
export type Stylist = PublicShop['stylists'][number];

export type Availability = AvailabilityResponse;
export type AvailabilityDay = Availability['days'][number];
export type AvailableSlot = AvailabilityDay['slots'][number];
export type Offer = Availability['offers'][number];
/** A free time as chosen, with what the visit takes and costs with each stylist then. */
export type Slot = AvailableSlot & { offers?: readonly Offer[] };

export type Booking = PublicBooking;
/**
 * A new booking with its manage token; whether a confirmation e-mail is on its way, and whether
 * one will follow the salon's answer or the payment (a mail server is set, the customer has an address).
 */
export type CreatedBooking = PublicBookingCreated['booking'] &
  Partial<Pick<PublicBookingCreated, 'emailSent' | 'emailLater'>>;
/** A payment due before the booking is confirmed, confirmed with Stripe.js. */
export type DuePayment = NonNullable<PublicBookingCreated['payment']>;
/** The card the salon keeps for its no-show fee, set up with Stripe.js. */
export type CardSetup = NonNullable<PublicBookingCreated['cardSetup']>;

export type Session = MeResponse;
