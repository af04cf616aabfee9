import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../text-limits.ts';
import { phoneText } from './common.ts';
import { line } from './text.ts';

/** A customer's contact as typed when booking: by the customer themselves, or by staff for them. */
export const customerInput = z.object({
  name: line().trim().min(1).max(NAME_MAX),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .pipe(z.email({ message: 'Must be a valid e-mail address' }))
    .transform((v) => v.toLowerCase()),
  phone: phoneText,
});

export const staffCustomerInput = z.object({
  name: line().trim().min(1).max(NAME_MAX),
  email: customerInput.shape.email.nullish(),
  phone: phoneText.nullish(),
});
