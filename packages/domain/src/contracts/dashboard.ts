import { z } from 'zod';
import { instant, isoDate, money } from './scalars.ts';

export const dashboardQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    /** The spec's filter options: 1 all, 2 online appointment page, 3 google. */
    source: z.enum(['all', 'online', 'google']).default('all'),
  })
  .refine((q) => q.from <= q.to, { message: '`to` must not be before `from`', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 366, {
    message: 'At most a year at once',
    path: ['to'],
  });

export const dashboardResponse = z.object({
  today: z.object({
    date: isoDate,
    appointments: z.number().int(),
    next: z.array(
      z.object({
        id: z.uuid(),
        start: instant,
        customerName: z.string().nullable(),
        services: z.array(z.string()),
        stylistIds: z.array(z.uuid()),
        status: z.string(),
      }),
    ),
  }),
  pendingRequests: z.number().int(),
  period: z.object({
    from: isoDate,
    to: isoDate,
    bookings: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    noShows: z.number().int(),
    /** Paid sales (services and products, less refunds, tips left out) plus the booked price of completed visits never checked out. */
    revenue: money,
    /** No-shows over visits that were due (completed + no-show), 0..1. */
    noShowRate: z.number(),
    /** Booked time over working time of the active stylists, 0..1. */
    occupancy: z.number(),
    bookedMinutes: z.number().int(),
    workingMinutes: z.number().int(),
    newCustomers: z.number().int(),
    returningCustomers: z.number().int(),
    bySource: z.object({
      admin: z.number().int(),
      online: z.number().int(),
      google: z.number().int(),
      walk_in: z.number().int(),
    }),
    /** Bookings per booking link of the shop (`/b/:alias`), every link listed, most bookings first. */
    byLink: z.array(
      z.object({
        id: z.uuid(),
        alias: z.string(),
        kind: z.enum(['own', 'google']),
        bookings: z.number().int(),
      }),
    ),
  }),
  series: z.array(z.object({ date: isoDate, bookings: z.number().int(), revenue: z.number().int() })),
});
export type DashboardResponse = z.output<typeof dashboardResponse>;
