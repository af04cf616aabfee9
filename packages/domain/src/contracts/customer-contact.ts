import { z } from 'zod';
import { phoneText } from './common.ts';

/** A customer's contact as typed when booking: by the customer themselves, or by staff for them. */
export const customerInput = z.object({
  name: z.string().trim().min(1).max(120),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: 'Must be a valid e-mail address' }))
    .transform((v) => v.toLowerCase()),
  phone: phoneText,
});

export const staffCustomerInput = z.object({
  name: z.string().trim().min(1).max(120),
  email: customerInput.shape.email.nullish(),
  phone: phoneText.nullish(),
});
