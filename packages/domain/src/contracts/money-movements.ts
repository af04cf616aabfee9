import { z } from 'zod';
import { moneyMethods, moneyMovementKinds } from '../payments.ts';
import { lines } from './text.ts';

/** One movement of a visit's money as staff see it: a charge, a refund or a fee. */
export const moneyMovement = z.object({
  id: z.uuid(),
  kind: z.enum(moneyMovementKinds),
  method: z.enum(moneyMethods),
  status: z.enum(['pending', 'succeeded', 'failed']),
  /** Positive, in minor units; `kind` says which way it went. */
  amount: z.number().int(),
  currency: z.string(),
  /** For a refund: the charge or fee it gives money back from. */
  refundOf: z.uuid().nullable(),
  reason: z.string().nullable(),
  stripePaymentIntentId: z.string().nullable(),
  stripeRefundId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export const moneyMovementsResponse = z.object({ movements: z.array(moneyMovement) });
export type MoneyMovementsResponse = z.output<typeof moneyMovementsResponse>;

/** Staff give money paid by card (online or on file) back: any amount up to what is left, with a reason. */
export const staffRefundBody = z.object({
  amount: z.number().int().positive().max(100_000_000),
  reason: lines().trim().min(1).max(500),
});
export type StaffRefundBody = z.input<typeof staffRefundBody>;

/** What a no-show fee would charge now, shown to staff before they charge it. */
export const noShowFeeQuote = z.object({
  noShowPercent: z.number().int(),
  servicePrice: z.number().int(),
  /** What was paid online for the visit and not refunded, counted against the fee. */
  paid: z.number().int(),
  /** What would be charged to the card on file. */
  amount: z.number().int(),
  currency: z.string(),
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  /** Already charged: a second charge is never made. */
  charged: z.boolean(),
});
export type NoShowFeeQuote = z.output<typeof noShowFeeQuote>;
