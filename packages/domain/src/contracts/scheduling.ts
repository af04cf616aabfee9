import { z } from 'zod';
import { colorPalette } from '../scheduling/palette.ts';
import {
  appointmentLabels,
  appointmentSources,
  appointmentStatuses,
  calendarTypes,
} from '../scheduling/vocabulary.ts';
import { phone } from './common.ts';
import { timeZone } from './shops.ts';

const isRealDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A calendar date in the shop's time zone. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Must be a date as YYYY-MM-DD' })
  .refine(isRealDate, { message: 'Must be a real calendar date' });

/** An instant with its offset, e.g. 2026-11-21T10:00:00+01:00. */
export const instant = z.iso.datetime({ offset: true, message: 'Must be an ISO 8601 date-time with offset' });

/** A wall-clock time "HH:MM" (24:00 allowed as an end). */
export const wallTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { message: 'Must be a time as HH:MM' });

export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: 'Must be an ISO 4217 code such as EUR' });
export const money = z.object({ amount: z.number().int().min(0).max(100_000_000), currency: currencyCode });

export const idParams = z.object({ shopId: z.uuid(), id: z.uuid() });

/** A comma-separated query value, each part validated. */
function csvOf<T extends z.ZodType<string, string>>(item: T) {
  return z
    .string()
    .max(2000)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
}
const minutes = (max: number) => z.number().int().min(0).max(max);

// ── Categories ──────────────────────────────────────────────────────────────
// Each resource has its fields once, without defaults, so a PATCH changes only what it names
// (zod fills `.default()` values even inside `.partial()`); creation adds the defaults.
const categoryFields = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).nullish(),
  displayOrder: z.number().int().min(0).max(10_000),
});
export const categoryRequest = categoryFields.extend({
  displayOrder: categoryFields.shape.displayOrder.default(0),
});
export const categoryUpdateRequest = categoryFields.partial();
export const categoryResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  displayOrder: z.number().int(),
});

// ── Services ────────────────────────────────────────────────────────────────
export const serviceStylistInput = z.object({
  stylistId: z.uuid(),
  durationMinutes: z.number().int().min(5).max(720).nullish(),
  priceAmount: z.number().int().min(0).max(100_000_000).nullish(),
});
const serviceFields = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).nullish(),
  categoryId: z.uuid().nullish(),
  durationMinutes: z.number().int().min(5).max(720),
  bufferBeforeMinutes: minutes(240),
  bufferAfterMinutes: minutes(240),
  price: money,
  depositAmount: z.number().int().min(0).max(100_000_000).nullish(),
  bookableOnline: z.boolean(),
  active: z.boolean(),
  displayOrder: z.number().int().min(0).max(10_000),
  stylists: z.array(serviceStylistInput).max(200),
});
export const serviceRequest = serviceFields.extend({
  bufferBeforeMinutes: serviceFields.shape.bufferBeforeMinutes.default(0),
  bufferAfterMinutes: serviceFields.shape.bufferAfterMinutes.default(0),
  bookableOnline: serviceFields.shape.bookableOnline.default(true),
  active: serviceFields.shape.active.default(true),
  displayOrder: serviceFields.shape.displayOrder.default(0),
  stylists: serviceFields.shape.stylists.default([]),
});
export const serviceUpdateRequest = serviceFields.partial();
export const serviceResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  durationMinutes: z.number().int(),
  bufferBeforeMinutes: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  price: money,
  depositAmount: z.number().int().nullable(),
  bookableOnline: z.boolean(),
  active: z.boolean(),
  displayOrder: z.number().int(),
  stylists: z.array(
    z.object({
      stylistId: z.uuid(),
      durationMinutes: z.number().int().nullable(),
      priceAmount: z.number().int().nullable(),
    }),
  ),
});

// ── Stylists ────────────────────────────────────────────────────────────────
export const colorPair = z.object({ index: z.number().int(), main: z.string(), light: z.string() });
const stylistFields = z.object({
  name: z.string().trim().min(1).max(120),
  colorIndex: z
    .number()
    .int()
    .min(0)
    .max(colorPalette.length - 1),
  bookableOnline: z.boolean(),
  active: z.boolean(),
  userId: z.uuid().nullish(),
  displayOrder: z.number().int().min(0).max(10_000),
});
export const stylistRequest = stylistFields.extend({
  colorIndex: stylistFields.shape.colorIndex.optional(),
  bookableOnline: stylistFields.shape.bookableOnline.default(true),
  active: stylistFields.shape.active.default(true),
  displayOrder: stylistFields.shape.displayOrder.default(0),
});
export const stylistUpdateRequest = stylistFields.partial();
export const stylistResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  color: colorPair,
  bookableOnline: z.boolean(),
  active: z.boolean(),
  userId: z.uuid().nullable(),
  displayOrder: z.number().int(),
});

export const wallInterval = z
  .object({ start: wallTime, end: wallTime })
  .refine((i) => i.start < i.end, { message: 'The end must be after the start', path: ['end'] });

const noOverlaps = (intervals: { start: string; end: string }[]) => {
  const sorted = [...intervals].sort((a, b) => a.start.localeCompare(b.start));
  return sorted.every((interval, i) => i === 0 || (sorted[i - 1] as { end: string }).end <= interval.start);
};

export const intervalsList = z
  .array(wallInterval)
  .max(12)
  .refine(noOverlaps, { message: 'Intervals of one day must not overlap' });

export const weeklyHours = z.object({
  days: z
    .array(z.object({ weekday: z.number().int().min(1).max(7), intervals: intervalsList }))
    .max(7)
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, {
      message: 'Each weekday at most once',
    }),
});

export const overrideRequest = z.object({
  intervals: intervalsList,
  note: z.string().trim().max(500).nullish(),
});
export const overrideResponse = z.object({
  date: isoDate,
  intervals: z.array(z.object({ start: wallTime, end: wallTime })),
  note: z.string().nullable(),
});
export const stylistDateParams = z.object({ shopId: z.uuid(), id: z.uuid(), date: isoDate });
export const rangeQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { message: '`to` must not be before `from`', path: ['to'] });

/** Working time of the shop's stylists by date, for the calendar (month view with its edges: 42 days). */
export const workingTimeQuery = rangeQuery.refine(
  (q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 62,
  { message: 'At most 62 days at once', path: ['to'] },
);
export const workingTimeResponse = z.object({
  /** One entry per active stylist and date; no intervals = not working that day. */
  items: z.array(
    z.object({
      stylistId: z.uuid(),
      date: isoDate,
      intervals: z.array(z.object({ start: wallTime, end: wallTime })),
    }),
  ),
  /** The shop's closed days among the dates. */
  closedDates: z.array(isoDate),
});
export type WorkingTimeResponse = z.output<typeof workingTimeResponse>;

export const timeOffRequest = z
  .object({
    stylistId: z.uuid(),
    start: instant,
    end: instant,
    category: z.enum(calendarTypes),
    note: z.string().trim().max(1000).nullish(),
  })
  .refine((t) => Date.parse(t.start) < Date.parse(t.end), {
    message: 'The end must be after the start',
    path: ['end'],
  });
export const timeOffResponse = z.object({
  id: z.uuid(),
  stylistId: z.uuid(),
  start: instant,
  end: instant,
  category: z.enum(calendarTypes),
  note: z.string().nullable(),
});
export const timeOffQuery = z.object({
  from: isoDate,
  to: isoDate,
  stylistId: z.uuid().optional(),
  categories: csvOf(z.enum(calendarTypes)).optional(),
});

export const closureRequest = z.object({ date: isoDate, name: z.string().trim().min(1).max(120) });
export const closureResponse = z.object({ id: z.uuid(), date: isoDate, name: z.string() });

// ── Booking rules ───────────────────────────────────────────────────────────
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

// ── Appointments ────────────────────────────────────────────────────────────
export const appointmentItem = z.object({
  serviceId: z.uuid().nullable(),
  serviceName: z.string(),
  stylistId: z.uuid(),
  start: instant,
  end: instant,
  price: money,
});
export const appointmentResponse = z.object({
  id: z.uuid(),
  status: z.enum(appointmentStatuses),
  label: z.enum(appointmentLabels),
  customLabel: z.string().nullable(),
  source: z.enum(appointmentSources),
  anyStylist: z.boolean(),
  start: instant,
  end: instant,
  price: money,
  depositAmount: z.number().int().nullable(),
  note: z.string().nullable(),
  customer: z
    .object({ id: z.uuid(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  /** What was typed when booking without an account; it may differ from the customer record. */
  guest: z
    .object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  items: z.array(appointmentItem),
  createdAt: instant,
});
export const appointmentDetailResponse = appointmentResponse.extend({
  history: z.array(
    z.object({
      at: instant,
      action: z.string(),
      actorKind: z.enum(['staff', 'customer', 'system']),
      actorName: z.string().nullable(),
      changes: z.unknown(),
    }),
  ),
});

export const customerInput = z.object({
  name: z.string().trim().min(1).max(120),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: 'Must be a valid e-mail address' }))
    .transform((v) => v.toLowerCase()),
  phone,
});

export const staffCustomerInput = z.object({
  name: z.string().trim().min(1).max(120),
  email: customerInput.shape.email.nullish(),
  phone: phone.nullish(),
});

export const servicesList = z.array(z.uuid()).min(1, { message: 'Choose at least one service' }).max(10);

export const createAppointmentRequest = z
  .object({
    services: servicesList,
    start: instant,
    stylist: z.union([z.uuid(), z.literal('any')]),
    customerId: z.uuid().nullish(),
    customer: staffCustomerInput.nullish(),
    source: z.enum(['admin', 'walk_in', 'online', 'google']).default('admin'),
    label: z.enum(appointmentLabels).optional(),
    customLabel: z.string().trim().max(60).nullish(),
    note: z.string().trim().max(2000).nullish(),
    /** Staff may book outside working hours and over blocked time; overlapping appointments stay impossible. */
    override: z.boolean().default(false),
  })
  .refine((r) => !(r.customerId && r.customer), {
    message: 'Give customerId or customer, not both',
    path: ['customer'],
  })
  .refine((r) => r.label !== 'Custom' || !!r.customLabel, {
    message: 'A custom label needs its text',
    path: ['customLabel'],
  });

export const updateAppointmentRequest = z
  .object({
    start: instant,
    stylistId: z.uuid(),
    durationMinutes: z.number().int().min(5).max(720),
    label: z.enum(appointmentLabels),
    customLabel: z.string().trim().max(60).nullable(),
    note: z.string().trim().max(2000).nullable(),
    override: z.boolean(),
  })
  .partial()
  .refine((r) => Object.keys(r).some((k) => k !== 'override'), {
    message: 'Give at least one field to change',
  });

export const appointmentActionParams = z.object({
  shopId: z.uuid(),
  id: z.uuid(),
  action: z.enum(['accept', 'decline', 'cancel', 'complete', 'no-show', 'reopen']),
});
export const appointmentActionRequest = z
  .object({ reason: z.string().trim().max(500).nullish() })
  .default({});

const csv = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .max(2000)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

export const appointmentListQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    stylistId: csv(z.uuid()).optional(),
    status: csv(z.enum(appointmentStatuses)).optional(),
    label: csv(z.enum(appointmentLabels)).optional(),
    source: csv(z.enum(appointmentSources)).optional(),
  })
  .refine((q) => q.from <= q.to, { message: '`to` must not be before `from`', path: ['to'] });
export const appointmentListResponse = z.object({
  items: z.array(appointmentResponse),
  total: z.number().int(),
});

// ── Customers (per shop) ────────────────────────────────────────────────────
export const customerResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  userId: z.uuid().nullable(),
});
export const customerSorts = [
  'name',
  '-name',
  'lastVisit',
  '-lastVisit',
  'visits',
  '-visits',
  'spend',
  '-spend',
] as const;
export const customerListQuery = z.object({
  q: z.string().trim().max(120).optional(),
  sort: z.enum(customerSorts).default('name'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** A customer as the shop's list shows them: contact and what they have been worth to the shop. */
export const customerSummary = customerResponse.extend({
  birthday: isoDate.nullable(),
  note: z.string().nullable(),
  visits: z.number().int(),
  noShows: z.number().int(),
  spend: z.number().int(),
  lastVisit: instant.nullable(),
});
export const customerListResponse = z.object({ items: z.array(customerSummary), total: z.number().int() });
export const customerProfileResponse = customerSummary.extend({ history: z.array(appointmentResponse) });
export const customerUpdateRequest = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: customerInput.shape.email.nullable(),
    phone: staffCustomerInput.shape.phone,
    birthday: isoDate.nullable(),
    note: z.string().trim().max(5000).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Give at least one field to change' });
export const customerImportResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});

// ── Availability ────────────────────────────────────────────────────────────
export const availabilityQuery = z
  .object({
    services: csv(z.uuid()).pipe(servicesList),
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

export type ServiceRequest = z.output<typeof serviceRequest>;
export type ServiceResponse = z.output<typeof serviceResponse>;
export type StylistRequest = z.output<typeof stylistRequest>;
export type StylistResponse = z.output<typeof stylistResponse>;
export type BookingRules = z.output<typeof bookingRules>;
export type AppointmentResponse = z.output<typeof appointmentResponse>;
export type CreateAppointmentRequest = z.output<typeof createAppointmentRequest>;
export type UpdateAppointmentRequest = z.output<typeof updateAppointmentRequest>;
export type AvailabilityResponse = z.output<typeof availabilityResponse>;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** One row of a customer import: the same rules as the forms, with empty cells as nothing. */
export const customerImportRow = z.object({
  name: z.string().trim().min(1, { message: 'A name is needed' }).max(120),
  email: z.preprocess(emptyToNull, customerInput.shape.email.nullable()).optional(),
  phone: z.preprocess(emptyToNull, staffCustomerInput.shape.phone).optional(),
  birthday: z.preprocess(emptyToNull, isoDate.nullable()).optional(),
  note: z.preprocess(emptyToNull, z.string().max(5000).nullable()).optional(),
});
