import { z } from 'zod';
import { localeSchema } from './common.ts';
import { line } from './text.ts';

/** The signed token of a preferences link; checked by the use case, so a bad one gets its own code. */
export const preferencesTokenParams = z.object({ token: line().max(500) });

/** What a customer chooses about the salon's mails, from the link in any of them. */
export const customerPreferences = z.object({
  /** Appointment reminders before a visit. */
  reminders: z.boolean(),
  /** Marketing mails: birthday greetings and requests to say how a visit was. */
  marketing: z.boolean(),
});

export const customerPreferencesResponse = customerPreferences.extend({
  /**
   * Marketing as the customer answered it: true given, false refused, null never asked. Never
   * asked is no consent: no birthday greetings, and the page shows the choice unticked.
   */
  marketing: z.boolean().nullable(),
  shop: z.object({ name: z.string(), subdomain: z.string() }),
  /** The customer's name as the salon has it, so they see whose settings these are. */
  customerName: z.string(),
  /** The language the salon writes to them in: the page opens in it unless they chose another. */
  locale: localeSchema,
});

export type CustomerPreferences = z.infer<typeof customerPreferences>;
export type CustomerPreferencesResponse = z.infer<typeof customerPreferencesResponse>;
