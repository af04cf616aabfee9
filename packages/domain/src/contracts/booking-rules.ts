import { z } from 'zod';
import { minutes } from './field-builders.ts';
import { currencyCode } from './scalars.ts';
import { timeZone } from './shops.ts';

export const bookingRules = z.object({
  timeZone,
  slotStepMinutes: z.literal([5, 10, 15, 20, 30, 60], { message: 'Must be 5, 10, 15, 20, 30 or 60' }),
  minNoticeMinutes: minutes(60 * 24 * 30),
  maxAdvanceDays: z.number().int().min(1).max(730),
  changeWindowMinutes: minutes(60 * 24 * 30),
  requiresApproval: z.boolean(),
  allowGuests: z.boolean(),
  currency: currencyCode,
});
export const bookingRulesUpdate = bookingRules.partial();

export type BookingRules = z.output<typeof bookingRules>;
