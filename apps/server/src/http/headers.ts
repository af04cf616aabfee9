import { z } from 'zod';

/** Writes a client may retry (bookings, their changes, staff actions) accept an Idempotency-Key. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, { message: 'Must be 1–200 visible ASCII characters' })
    .optional(),
});
