import { z } from 'zod';
import { customerNotificationTypes } from '../notifications.ts';
import { appointmentStatuses } from '../scheduling/vocabulary.ts';
import { NAME_MAX } from '../text-limits.ts';
import { countryCode, localeSchema, phoneText } from './common.ts';
import { notificationCursorParam, notificationState } from './notifications.ts';
import { instant, isoDate, money } from './scalars.ts';
import { line } from './text.ts';

// The customer site (`/account/`): what a signed-in customer sees of their own bookings across
// every salon, under `/api/me/account/...`. A salon keeps its own customer record; the account
// reaches the records linked to it, and guest records of its address once that address is verified.

/** The salon an item belongs to, enough to name it, link to its page and show its times. */
export const accountShop = z.object({
  id: z.uuid(),
  subdomain: z.string(),
  name: z.string(),
  timeZone: z.string(),
  address: z.string().nullable(),
  /** E.164. */
  phone: z.string().nullable(),
  /**
   * The phone as the salon's customers write it (`formatPhone`: national in its country), written
   * by the server so the site's first page carries no phone metadata.
   */
  phoneDisplay: z.string().nullable(),
  /** ISO 3166-1 alpha-2: the salon's money and dates are written as its country writes them. */
  country: z.string(),
  branding: z.object({ color: z.string().nullable(), logoUrl: z.string().nullable() }),
});
export type AccountShop = z.output<typeof accountShop>;

export const accountAppointment = z.object({
  id: z.uuid(),
  shop: accountShop,
  status: z.enum(appointmentStatuses),
  start: instant,
  end: instant,
  price: money,
  /** Loyalty points redeemed on the visit and what they take off its price; null when none. */
  pointsDiscount: z.object({ points: z.number().int(), amount: money }).nullable(),
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
  note: z.string().nullable(),
  /** Until when the customer may still reschedule or cancel; null once it cannot be changed any more. */
  changeableUntil: instant.nullable(),
  /** The booking's own page in the salon's widget (reschedule with the salon's free times, cancel). */
  manageUrl: z.string(),
  /** The iCalendar file of the visit. */
  calendarUrl: z.string(),
  /** The salon's widget with the same services and stylist chosen; null when a service is no longer booked online. */
  bookAgainUrl: z.string().nullable(),
  /** For a completed visit: where to leave or change a review; null when none can be left. */
  reviewUrl: z.string().nullable(),
  /** The review already left for it. */
  review: z.object({ rating: z.number().int().min(1).max(5), comment: z.string().nullable() }).nullable(),
});
export type AccountAppointment = z.output<typeof accountAppointment>;

export const accountAppointmentsQuery = z.object({
  /** `upcoming`: not yet ended, soonest first; `past`: ended, cancelled or no-show, newest first. */
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** The `nextCursor` of the previous page. */
  cursor: line().max(200).optional(),
});
export const accountAppointmentsResponse = z.object({
  items: z.array(accountAppointment),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type AccountAppointmentsResponse = z.output<typeof accountAppointmentsResponse>;
export const accountAppointmentParams = z.object({ id: z.uuid() });
export const accountAppointmentResponse = z.object({ appointment: accountAppointment });

/** The account's own details; the salons' records of the customer follow them. */
export const accountProfile = z.object({
  email: z.string(),
  /** Guest bookings of this address show once it is verified (signing in by e-mail code verifies it). */
  emailVerified: z.boolean(),
  name: z.string(),
  /** E.164. */
  phone: z.string().nullable(),
  /**
   * The country a local phone number is read in and shown for: that of the salon last booked,
   * else the one the account's language suggests.
   */
  country: z.string(),
  birthday: isoDate.nullable(),
  locale: localeSchema,
  /** Whether the account has a password (else it signs in by e-mail code only). */
  hasPassword: z.boolean(),
});
export type AccountProfile = z.output<typeof accountProfile>;

export const updateAccountProfileRequest = z
  .object({
    name: line().trim().min(1, { message: 'Enter your name' }).max(NAME_MAX),
    /** Local ("030 1234567", read with `country`) or international; null removes it. */
    phone: phoneText.nullable(),
    /** The country a local phone number is read in; defaults to that of the salon last booked. */
    country: countryCode.optional(),
    birthday: isoDate.nullable(),
    locale: localeSchema,
  })
  .partial()
  .refine((value) => Object.keys(value).some((k) => k !== 'country'), {
    message: 'Give at least one field to change',
  });
export type UpdateAccountProfileRequest = z.input<typeof updateAccountProfileRequest>;

/** The customer's points at each salon that runs a loyalty programme and where they have a record. */
export const accountLoyaltyResponse = z.object({
  items: z.array(
    z.object({
      shop: accountShop,
      balance: z.number().int(),
      /** What the balance is worth at the salon's rate. */
      value: money,
      /** The fewest points redeemed at once. */
      minimumRedeemPoints: z.number().int(),
      /** When points lapse without a visit or redemption; null when they never do. */
      expiresAt: instant.nullable(),
      entries: z.array(
        z.object({
          id: z.uuid(),
          kind: z.string(),
          points: z.number().int(),
          appointmentStart: instant.nullable(),
          createdAt: instant,
        }),
      ),
    }),
  ),
});
export type AccountLoyaltyResponse = z.output<typeof accountLoyaltyResponse>;

/** Per salon, the same choices the link in its mails opens; plus the devices push goes to. */
export const accountPreferencesResponse = z.object({
  shops: z.array(
    z.object({
      shop: accountShop,
      reminders: z.boolean(),
      /** True given, false refused, null never asked (shown unticked). */
      marketing: z.boolean().nullable(),
    }),
  ),
  devices: z.array(
    z.object({
      id: z.uuid(),
      /** What the browser said it was, e.g. "Chrome · Android" (no words of any one language). */
      label: z.string().nullable(),
      createdAt: instant,
    }),
  ),
});
export type AccountPreferencesResponse = z.output<typeof accountPreferencesResponse>;
export const updateAccountPreferencesRequest = z.object({
  shopId: z.uuid(),
  reminders: z.boolean().optional(),
  marketing: z.boolean().optional(),
});
export const accountDeviceParams = z.object({ id: z.uuid() });

export const accountNotification = z.object({
  id: z.uuid(),
  type: z.enum(customerNotificationTypes),
  state: notificationState,
  shop: z.object({ name: z.string(), subdomain: z.string() }),
  appointmentId: z.uuid().nullable(),
  /** The visit's start as it was when the notification was made. */
  appointmentStart: instant.nullable(),
  createdAt: instant,
  readAt: instant.nullable(),
});
export type AccountNotification = z.output<typeof accountNotification>;
export const accountNotificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  /** The `nextCursor` of the previous page. */
  cursor: notificationCursorParam.optional(),
});
export type AccountNotificationsQuery = z.output<typeof accountNotificationsQuery>;
export const accountNotificationsResponse = z.object({
  items: z.array(accountNotification),
  total: z.number().int(),
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type AccountNotificationsResponse = z.output<typeof accountNotificationsResponse>;
export const accountNotificationParams = z.object({ id: z.uuid() });

/** Deleting an account is asked for by typing its address, so a slip of the finger cannot do it. */
export const deleteAccountRequest = z.object({
  confirmEmail: line()
    .trim()
    .max(254)
    .transform((v) => v.toLowerCase()),
});
