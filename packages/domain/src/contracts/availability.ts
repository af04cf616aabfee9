import { z } from 'zod';
import { servicesList } from './appointments.ts';
import { csvOf } from './field-builders.ts';
import { currencyCode, instant, isoDate } from './scalars.ts';

export const availabilityQuery = z
  .object({
    services: csvOf(z.uuid()).pipe(servicesList),
    from: isoDate,
    to: isoDate,
    stylist: z.union([z.uuid(), z.literal('any')]).default('any'),
  })
  .refine((q) => q.from <= q.to, { message: '`to` must not be before `from`', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 62, {
    message: 'At most 62 days at once',
    path: ['to'],
  });

/** A visit's total: several services may add up to more than one service's limit. */
const visitPrice = z.object({ amount: z.number().int().min(0), currency: currencyCode });

export const availabilityResponse = z.object({
  timeZone: z.string(),
  /**
   * What the visit takes and costs with each stylist who can do all of it, with their own
   * durations and prices: booked at `start` with them, it ends at `start + minutes`.
   */
  offers: z.array(z.object({ stylistId: z.uuid(), minutes: z.number().int(), price: visitPrice })),
  days: z.array(
    z.object({
      date: isoDate,
      slots: z.array(
        z.object({
          start: instant,
          stylistIds: z.array(z.uuid()),
          sequence: z
            .array(z.object({ serviceId: z.uuid(), stylistId: z.uuid(), start: instant, end: instant }))
            .optional(),
          /**
           * Asked for "any stylist": whom booking this time with "any" gets (null when several
           * do the services in turn), when it ends and what it costs; what the server books.
           */
          anyone: z.object({ stylistId: z.uuid().nullable(), end: instant, price: visitPrice }).optional(),
        }),
      ),
    }),
  ),
});

export type AvailabilityResponse = z.output<typeof availabilityResponse>;
