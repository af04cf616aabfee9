/**
 * How long the texts people type may be. Without zod, so that the widget's and the admin app's
 * inputs can carry the same `maxLength` the contracts check: nobody types what is then refused.
 */

/** A person's, salon's, service's, product's, category's or closure's name. */
export const NAME_MAX = 120;
/** RFC 5321's longest address. */
export const EMAIL_MAX = 254;
/** A phone number as typed, spaces and punctuation included. */
export const PHONE_MAX = 40;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** A customer's note to the salon with a booking. */
export const BOOKING_NOTE_MAX = 1000;
