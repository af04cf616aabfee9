import { z } from 'zod';
import { moneyMethods, moneyMovementKinds } from '../payments.ts';

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
