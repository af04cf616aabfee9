import { z } from 'zod';
import { loyaltyEarnModes, loyaltyEntryKinds } from '../loyalty.ts';
import { instant, money } from './scalars.ts';
import { lines } from './text.ts';

const wholeNumber = (min: number, max: number) =>
  z
    .number({ message: 'Must be a number' })
    .int({ message: 'Must be a whole number' })
    .min(min, { message: `Must be at least ${min}` })
    .max(max, { message: `Must be at most ${max}` });

/** A shop's loyalty programme, whole (PUT, kept for older clients): off by default. */
export const loyaltySettings = z.object({
  enabled: z.boolean(),
  earnMode: z.enum(loyaltyEarnModes),
  /** Points per whole currency unit a completed visit cost (`perCurrencyUnit`). */
  pointsPerUnit: wholeNumber(1, 1000),
  /** Points per completed visit (`perVisit`). */
  pointsPerVisit: wholeNumber(1, 100_000),
  /** The rate: this many points… */
  redeemPoints: wholeNumber(1, 1_000_000),
  /** …are worth this much, in minor units of the shop's currency (100 points = 500 for €5.00). */
  redeemAmount: wholeNumber(1, 10_000_000),
  /** The fewest points redeemed at once. */
  minimumRedeemPoints: wholeNumber(0, 1_000_000),
  /** Months without a visit (no Reward or Redeem) after which points lapse; null when they never do. */
  expiryMonths: wholeNumber(1, 120).nullable(),
});
/** The fields to change (PATCH, as every settings resource); each one left out keeps its stored value. */
export const loyaltySettingsUpdate = loyaltySettings.partial();
export type LoyaltySettingsBody = z.output<typeof loyaltySettingsUpdate>;

export const loyaltySettingsResponse = loyaltySettings.extend({
  /** The shop's currency, in which `redeemAmount` is counted. */
  currency: z.string(),
});
export type LoyaltySettingsResponse = z.output<typeof loyaltySettingsResponse>;

export const loyaltyEntryResponse = z.object({
  id: z.uuid(),
  kind: z.enum(loyaltyEntryKinds),
  /** Signed: what the entry adds to the balance. */
  points: z.number().int(),
  /** For a Redeem and its reversal: what the points were worth on the visit. */
  value: money.nullable(),
  reason: z.string().nullable(),
  appointmentId: z.uuid().nullable(),
  /** The start of the visit the entry belongs to. */
  appointmentStart: instant.nullable(),
  /** The entry a reversal takes back. */
  reverses: z.uuid().nullable(),
  /** Who made it: a staff member's name; null for the system. */
  actorName: z.string().nullable(),
  createdAt: instant,
});
export type LoyaltyEntryResponse = z.output<typeof loyaltyEntryResponse>;

export const customerLoyaltyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** A customer's points: the balance, what it is worth, and the newest entries of the ledger. */
export const customerLoyaltyResponse = z.object({
  customerId: z.uuid(),
  enabled: z.boolean(),
  balance: z.number().int(),
  value: money,
  /** When the balance lapses without a visit; null when it never does (or there is none). */
  expiresAt: instant.nullable(),
  entries: z.array(loyaltyEntryResponse),
  /** How many entries the ledger has in all. */
  total: z.number().int(),
});
export type CustomerLoyaltyResponse = z.output<typeof customerLoyaltyResponse>;

/** Staff add or take points by hand, always saying why. */
export const loyaltyAdjustRequest = z.object({
  points: wholeNumber(-1_000_000, 1_000_000).refine((v) => v !== 0, { message: 'Must not be 0' }),
  reason: lines()
    .trim()
    .min(1, { message: 'Give a reason' })
    .max(500, { message: 'Must be at most 500 characters' }),
});
export type LoyaltyAdjustRequest = z.output<typeof loyaltyAdjustRequest>;

/** Staff redeem a customer's points against one of their visits. */
export const loyaltyRedeemRequest = z.object({
  appointmentId: z.uuid({ message: 'Must be an appointment id' }),
  points: wholeNumber(1, 1_000_000),
});
export type LoyaltyRedeemRequest = z.output<typeof loyaltyRedeemRequest>;

/**
 * The signed-in customer's points at a shop, for the booking page to offer them; `points` is null
 * for a visitor and where the shop runs no programme.
 */
export const publicMyPointsResponse = z.object({
  points: z
    .object({
      balance: z.number().int(),
      value: money,
      /** The redemption step: this many points… */
      redeemPoints: z.number().int(),
      /** …are worth this much, minor units. */
      redeemAmount: z.number().int(),
      minimumRedeemPoints: z.number().int(),
      expiresAt: instant.nullable(),
    })
    .nullable(),
});
export type PublicMyPointsResponse = z.output<typeof publicMyPointsResponse>;
