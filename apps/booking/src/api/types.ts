import type {
  AvailabilityResponse,
  MeResponse,
  PublicBooking,
  PublicShopResponse,
} from '@salon/domain/contracts';

/** Types only: the widget never loads the domain's zod schemas. */
export interface Branding {
  color: string | null;
  logoUrl: string | null;
}
/** The public shop; `branding` is optional until every server sends it. */
export type PublicShop = Omit<PublicShopResponse, 'branding'> & { branding?: Branding | null };
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
export type CreatedBooking = PublicBooking & {
  manageToken: string;
  emailSent?: boolean;
  emailLater?: boolean;
};

export type Session = MeResponse;
